import { useParams } from 'react-router-dom';
import { CircleDetail } from '@/features/circles/components/circle-detail.tsx';
import { Feed } from '@/features/posts/components/feed.tsx';

/** A circle's page (features/circles) around its feed (features/posts): the two meet only here. */
export default function CircleRoute() {
  const { id: circleId = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 pb-28 sm:px-6 sm:py-8 md:pb-24">
      {/* Keyed by id: another circle's page starts fresh (its member list closed). */}
      <CircleDetail key={circleId} circleId={circleId} feed={<Feed circleId={circleId} />} />
    </div>
  );
}
