import { useState } from 'react';
import { REVIEW_TIME_SHOWN } from '@/config/limits.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PreRegistrationForm } from '@/features/joining/components/pre-registration-form.tsx';
import { PreRegistrationSuccess } from '@/features/joining/components/pre-registration-success.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /pre-registration: public, signed out or in. */
export default function PreRegistrationRoute() {
  useDocumentTitle('Begin Joining Process');
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Begin Joining Process"
        description={`Membership is by referral. Name a member who knows you; once they vouch for you, an admin reviews your request (usually within ${REVIEW_TIME_SHOWN}).`}
      />
      <Card>{submitted ? <PreRegistrationSuccess /> : <PreRegistrationForm onSubmitted={() => setSubmitted(true)} />}</Card>
    </div>
  );
}
