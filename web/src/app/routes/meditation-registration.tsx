import { Flower2 } from 'lucide-react';
import { PublicPageHeader } from '@/components/public-page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { MeditationForm } from '@/features/meditation/components/meditation-form.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { appMessages } from '../messages/index.ts';

/**
 * /meditation-registration: public, signed out or in. The specification attributes the programme
 * to a doctor without naming one; the host's name belongs in the catalogue's `meditation.attribution`.
 */
export default function MeditationRegistrationRoute() {
  const t = useT(appMessages);
  useDocumentTitle(t('meditation.title'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <PublicPageHeader icon={Flower2} title={t('meditation.title')}>
        {t('meditation.attribution')}
      </PublicPageHeader>
      <Card>
        <h2 className="text-xl font-semibold">{t('meditation.slotsHeading')}</h2>
        <p className="mt-2 mb-7 text-muted-foreground">
          {t('meditation.slotsIntro')}
        </p>
        <MeditationForm />
      </Card>
      <p className="mt-6 text-center text-muted-foreground">
        {t('meditation.after')}
      </p>
    </div>
  );
}
