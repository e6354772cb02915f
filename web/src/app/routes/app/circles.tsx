import { PageHeader } from '@/components/page-header.tsx';
import { CircleDirectory } from '@/features/circles/components/circle-directory.tsx';
import { CreateCircleButton } from '@/features/circles/components/create-circle-button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

export default function CirclesRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('circles.title'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={t('circles.title')}
        description={t('circles.description')}
        actions={<CreateCircleButton />}
      />
      <CircleDirectory />
    </div>
  );
}
