import { Flower2 } from 'lucide-react';
import { PublicPageHeader } from '@/components/public-page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { VIRTUAL_SELF_PROGRAM } from '@/config/app.ts';
import { MeditationForm } from '@/features/meditation/components/meditation-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /meditation-registration: public, signed out or in. */
export default function MeditationRegistrationRoute() {
  useDocumentTitle(VIRTUAL_SELF_PROGRAM.title);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <PublicPageHeader icon={Flower2} title={VIRTUAL_SELF_PROGRAM.title}>
        {VIRTUAL_SELF_PROGRAM.attribution}
      </PublicPageHeader>
      <Card>
        <h2 className="text-xl font-semibold">Share your preferred time slots</h2>
        <p className="mt-2 mb-7 text-muted-foreground">
          Tell me when you could take part, and I will find a time for your sessions.
        </p>
        <MeditationForm />
      </Card>
      <p className="mt-6 text-center text-muted-foreground">
        Once you have registered, I will get back in sometime to arrange your first session.
      </p>
    </div>
  );
}
