import type { User } from '../../../../../shared/types.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { displayName } from '@/lib/persona.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function Home({ user }: { user: User }) {
  useDocumentTitle('Home');
  const name = displayName(user.anonymousName);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Welcome, {name}</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        You are here as {name}. No one in the community sees your email or your real name.
      </p>
      <section aria-labelledby="your-journey" className="mt-8 rounded-3xl border border-border bg-card p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <PersonaAvatar name={name} avatar={user.avatar} size="lg" />
          <div className="min-w-0">
            <h2 id="your-journey" className="text-xl font-semibold">
              Your journey
            </h2>
            <p className="text-muted-foreground">Anonymous Persona</p>
          </div>
        </div>
        {user.spiritualJourney ? (
          <p className="mt-5 max-w-[65ch] text-lg leading-relaxed whitespace-pre-line">{user.spiritualJourney}</p>
        ) : null}
      </section>
    </div>
  );
}
