import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useT } from '@/lib/i18n.tsx';
import { joiningMessages } from '../messages/index.ts';

const NEXT_STEPS = ['success.step1', 'success.step2', 'success.step3', 'success.step4'] as const;

export function PreRegistrationSuccess() {
  const t = useT(joiningMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; move it here so the outcome is heard, not only seen.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <CircleCheck aria-hidden="true" className="size-7" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-semibold outline-none">
        {t('success.heading')}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">
        {t('success.lead')}
      </p>
      <div className="mt-8 w-full rounded-2xl bg-muted p-5 text-left">
        <h3 className="font-semibold">{t('success.next')}</h3>
        <ol className="mt-3 grid list-decimal gap-2 pl-6">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </div>
      <Link to={paths.home.getHref()} className={buttonVariants({ className: 'mt-8' })}>
        {t('success.home')}
      </Link>
    </div>
  );
}
