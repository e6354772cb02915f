import { useParams } from 'react-router-dom';
import type { User } from '#shared/types/user.ts';
import { PublicProfileView } from '@/features/members/components/public-profile.tsx';

export default function UserProfileRoute({ user }: { user: User }) {
  const { id: userId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      {/* Keyed by id: another member's page starts fresh rather than showing the last one's tabs. */}
      <PublicProfileView key={userId} userId={userId} currentUserId={user.id} />
    </div>
  );
}
