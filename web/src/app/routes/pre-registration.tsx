import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PreRegistrationForm } from '@/features/joining/components/pre-registration-form.tsx';
import { PreRegistrationSuccess } from '@/features/joining/components/pre-registration-success.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

/** /pre-registration: public, signed out or in. */
export default function PreRegistrationRoute() {
  const t = useT(appMessages);
  useDocumentTitle(t('landing.beginJoining'));
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('landing.beginJoining')}
        description={t('preRegistration.description')}
      />
      <Card>{submitted ? <PreRegistrationSuccess /> : <PreRegistrationForm onSubmitted={() => setSubmitted(true)} />}</Card>
    </div>
  );
}
