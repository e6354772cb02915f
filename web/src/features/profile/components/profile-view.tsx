import { Pencil } from 'lucide-react';
import type { User } from '#shared/types/user.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { AVATAR_LABELS, avatarStyleOf, displayName } from '@/lib/persona.ts';

export function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const name = displayName(user.anonymousName);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <PersonaAvatar name={name} avatar={user.avatar} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          <h2 className="text-2xl font-semibold">{name}</h2>
          <p className="text-muted-foreground">Anonymous Persona · {AVATAR_LABELS[avatarStyleOf(user.avatar)].name} avatar</p>
        </div>
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-5" />
          Edit Profile
        </Button>
      </div>
      <div>
        <h3 className="font-semibold">Spiritual Journey</h3>
        {user.spiritualJourney ? (
          <p className="mt-2 max-w-[65ch] text-lg leading-relaxed whitespace-pre-line">{user.spiritualJourney}</p>
        ) : (
          <p className="mt-2 text-muted-foreground">You haven&rsquo;t shared your journey yet. Edit your profile to add it.</p>
        )}
      </div>
      <p className="rounded-2xl bg-muted p-4 text-muted-foreground">
        Other members see only this persona. Your email and real name stay private.
      </p>
    </div>
  );
}
