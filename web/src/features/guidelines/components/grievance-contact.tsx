import { Mail, MapPin, Phone } from 'lucide-react';
import type { CommunityContact, GrievanceContact as Contact, HelpLine } from '#shared/types/community.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n.tsx';
import { guidelinesMessages } from '../messages/index.ts';

/** A number as a phone dials it: digits and a leading plus. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function ContactLines({ contact }: { contact: Contact }) {
  const t = useT(guidelinesMessages);
  return (
    <div className="grid gap-4">
      <p className="text-lg font-semibold wrap-anywhere">{contact.name}</p>
      <ul className="grid gap-3">
        <li className="flex items-start gap-3">
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <a className="font-medium text-primary underline underline-offset-4 wrap-anywhere" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </li>
        {contact.phone ? (
          <li className="flex items-start gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <a className="font-medium text-primary underline underline-offset-4 wrap-anywhere" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          </li>
        ) : null}
        {contact.postalAddress ? (
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <address className="not-italic wrap-anywhere whitespace-pre-line">{contact.postalAddress}</address>
          </li>
        ) : null}
      </ul>
      <p className="rounded-2xl bg-primary-soft px-4 py-3 text-primary-soft-foreground">
        {/* "We acknowledge … within 24 hours and resolve … within 15 days": the operator's own commitment. */}
        {t('contact.responseTimes', { hours: contact.acknowledgeWithinHours, days: contact.resolveWithinDays })}
      </p>
    </div>
  );
}

/** The grievance contact, as the deployment names it; what the page says while it loads, fails, or is not named. */
export function GrievanceContactDetails({ query }: { query: { data?: CommunityContact; isError: boolean; isFetching: boolean; refetch: () => unknown } }) {
  const t = useT(guidelinesMessages);
  if (query.data) {
    return query.data.grievance ? (
      <ContactLines contact={query.data.grievance} />
    ) : (
      <p className="text-muted-foreground">{t('contact.none')}</p>
    );
  }
  if (query.isError) return <LoadError title={t('contact.loadFailed')} headingLevel="h3" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <div className="grid gap-3" role="status" aria-label={t('contact.loading')}>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** The help lines, each number ready to dial, and the emergency number. */
export function HelpLines({ contact }: { contact: CommunityContact | undefined }) {
  const t = useT(guidelinesMessages);
  if (!contact) return <Skeleton className="h-16 w-full" />;
  const line = ({ name, numbers }: HelpLine) => (
    <li key={name} className="wrap-anywhere">
      <span className="font-semibold">{name}</span>:{' '}
      {numbers.map((number, index) => (
        <span key={number}>
          {index > 0 ? ` ${t('helplines.or')} ` : null}
          <a className="font-medium text-primary underline underline-offset-4" href={telHref(number)}>
            {number}
          </a>
        </span>
      ))}
    </li>
  );
  return (
    <ul className="grid gap-2 rounded-2xl bg-primary-soft px-4 py-3 text-primary-soft-foreground">
      {contact.helplines.map(line)}
      {line({ name: t('helplines.emergency'), numbers: [contact.emergencyNumber] })}
    </ul>
  );
}
