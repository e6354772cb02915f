import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { PersonaForm } from '@/features/onboarding/components/persona-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

export default function OnboardingRoute() {
  const t = useT(appMessages);
  useDocumentTitle(t('onboarding.title'));
  return (
    <GateLayout>
      <h1 className="text-3xl font-semibold tracking-tight">{t('onboarding.heading')}</h1>
      <p className="mt-3 mb-8 text-lg text-muted-foreground">
        {t('onboarding.intro')}
      </p>
      <PersonaForm />
    </GateLayout>
  );
}
