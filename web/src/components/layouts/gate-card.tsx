import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { SignOutLink } from '../sign-out-link.tsx';
import { buttonVariants } from '../ui/button.tsx';

const ICON_TONES = {
  /** A state that moves on by itself (waiting for approval). */
  primary: 'bg-primary-soft text-primary-soft-foreground',
  /** A state that ends here (suspended, not approved). */
  accent: 'bg-accent text-accent-foreground',
};

interface GateCardProps {
  icon: LucideIcon;
  tone: keyof typeof ICON_TONES;
  title: string;
  description: ReactNode;
  /** What the screen shows between the text and the buttons. */
  children?: ReactNode;
  /** A button before Sign Out, which every gate card ends with. */
  action?: ReactNode;
}

/** The one card of a screen that holds an account back: waiting, suspended, rejected. */
export function GateCard({ icon: Icon, tone, title, description, children, action }: GateCardProps) {
  return (
    <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10">
      <div className={cn('flex size-12 items-center justify-center rounded-full', ICON_TONES[tone])}>
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{description}</p>
      {children}
      <div className={cn('mt-8', action && 'flex flex-col gap-3 sm:flex-row')}>
        {action}
        <SignOutLink className={buttonVariants({ variant: 'outline' })} />
      </div>
    </div>
  );
}
