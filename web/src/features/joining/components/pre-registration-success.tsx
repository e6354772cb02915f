import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { REVIEW_TIME_SHOWN } from '@/config/limits.ts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

const NEXT_STEPS = [
  'Your referrer reviews your request.',
  `If they approve, it goes to an admin for review (usually within ${REVIEW_TIME_SHOWN}).`,
  'Once an admin approves, you are given login access.',
  'Then you sign in and complete your spiritual persona setup.',
];

export function PreRegistrationSuccess() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; move it here so the outcome is heard, not only seen.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <CircleCheck aria-hidden="true" className="size-7" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-semibold outline-none">
        Request Submitted Successfully
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">
        Your pre-registration request has been sent to your referrer for approval.
      </p>
      <div className="mt-8 w-full rounded-2xl bg-muted p-5 text-left">
        <h3 className="font-semibold">What happens next?</h3>
        <ol className="mt-3 grid list-decimal gap-2 pl-6">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <Link to={paths.home.getHref()} className={buttonVariants({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </div>
  );
}
