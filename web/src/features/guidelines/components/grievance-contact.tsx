import { Mail, MapPin, Phone } from 'lucide-react';
import type { CommunityContact, GrievanceContact as Contact, HelpLine } from '#shared/types/community.ts';
import { LoadError } from '@/components/load-error.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A number as a phone dials it: digits and a leading plus. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** "We acknowledge … within 24 hours and resolve … within 15 days": the operator's own commitment. */
const responseTimes = (contact: Pick<Contact, 'acknowledgeWithinHours' | 'resolveWithinDays'>) =>
  `We acknowledge every complaint within ${plural(contact.acknowledgeWithinHours, 'hour')} and resolve it within ${plural(contact.resolveWithinDays, 'day')}.`;

function ContactLines({ contact }: { contact: Contact }) {
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
      <p className="rounded-2xl bg-primary-soft px-4 py-3 text-primary-soft-foreground">{responseTimes(contact)}</p>
    </div>
  );
}

/** The grievance contact, as the deployment names it; what the page says while it loads, fails, or is not named. */
export function GrievanceContactDetails({ query }: { query: { data?: CommunityContact; isError: boolean; isFetching: boolean; refetch: () => unknown } }) {
  if (query.data) {
    return query.data.grievance ? (
      <ContactLines contact={query.data.grievance} />
    ) : (
      <p className="text-muted-foreground">
        The people running this community have not named a grievance contact yet. Until they do, you can still report a post from its menu, and an admin will look at it.
      </p>
    );
  }
  if (query.isError) return <LoadError title="The contact could not be loaded" headingLevel="h3" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <div className="grid gap-3" role="status" aria-label="Loading the contact">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** The help lines, each number ready to dial, and the emergency number. */
export function HelpLines({ contact }: { contact: CommunityContact | undefined }) {
  if (!contact) return <Skeleton className="h-16 w-full" />;
  const line = ({ name, numbers }: HelpLine) => (
    <li key={name} className="wrap-anywhere">
      <span className="font-semibold">{name}</span>:{' '}
      {numbers.map((number, index) => (
        <span key={number}>
          {index > 0 ? ' or ' : null}
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
      {line({ name: 'Emergency', numbers: [contact.emergencyNumber] })}
    </ul>
  );
}
