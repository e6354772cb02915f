import { PageHeader } from '@/components/page-header.tsx';
import { CircleDirectory } from '@/features/circles/components/circle-directory.tsx';
import { CreateCircleButton } from '@/features/circles/components/create-circle-button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function CirclesRoute() {
  useDocumentTitle('Circles');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Circles"
        description="Smaller gatherings within the community, around a practice, a question or a season of life."
        actions={<CreateCircleButton />}
      />
      <CircleDirectory />
    </div>
  );
}
