import { GateLayout } from '@/components/layouts/gate-layout.tsx';
import { PersonaForm } from '@/features/onboarding/components/persona-form.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function OnboardingRoute() {
  useDocumentTitle('Create your persona');
  return (
    <GateLayout>
      <h1 className="text-3xl font-semibold tracking-tight">Create your anonymous persona</h1>
      <p className="mt-3 mb-8 text-lg text-muted-foreground">
        Here you are known by the name and colours you choose, and by the journey you share.
      </p>
      <PersonaForm />
    </GateLayout>
  );
}
