import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

export function NotFound() {
  const t = useT(appMessages);
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        {t('notFound.body')}
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
