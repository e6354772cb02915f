import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A public page's title: its icon in a soft circle, the one h1, and a line under it (the Virtual Self Program, the Community Guidelines). */
export function PublicPageHeader({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col items-center text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-5 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-[60ch] text-lg text-muted-foreground">{children}</p>
    </header>
  );
}
