import { PageHeader } from '@/components/page-header.tsx';
import { CircleDirectory } from '@/features/circles/components/circle-directory.tsx';
import { CreateCircleDialog } from '@/features/circles/components/create-circle-dialog.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function CirclesRoute() {
  useDocumentTitle('Circles');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Circles"
        description="Smaller gatherings within the community, around a practice, a question or a season of life."
        actions={<CreateCircleDialog />}
      />
      <CircleDirectory />
    </div>
  );
}
