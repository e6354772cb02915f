import { Flower2 } from 'lucide-react';
import { useId } from 'react';
import { MEDITATION_STATUSES, type MeditationRegistration, type MeditationStatus } from '#shared/types/meditation.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useMeditationRegistrations } from '../api/get-meditation-registrations.ts';
import { useUpdateMeditationStatus } from '../api/update-meditation-status.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

/** Spec §4: secondary for pending and completed, default for contacted and scheduled, destructive for cancelled. */
export const MEDITATION_STATUS_BADGE: Record<MeditationStatus, BadgeVariant> = {
  pending: 'secondary',
  contacted: 'default',
  scheduled: 'default',
  completed: 'secondary',
  cancelled: 'destructive',
};

const statusLabel = (status: MeditationStatus) => status.charAt(0).toUpperCase() + status.slice(1);

function RegistrationCard({ registration }: { registration: MeditationRegistration }) {
  const id = useId();
  const update = useUpdateMeditationStatus({
    onSuccess: (_, { status }) =>
      toast({ title: 'Status Updated', description: `${registration.name} is now ${statusLabel(status).toLowerCase()}.` }),
    onError: (error) => toastError(error, 'Failed to update registration status', { title: 'Update Failed' }),
  });
  const onChange = (status: MeditationStatus) => update.mutate({ id: registration.id, status });
  return (
    <li>
      <Card className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">{registration.name}</h3>
            <p className="text-sm text-muted-foreground">
              Registered <time dateTime={registration.createdAt}>{formatDate(registration.createdAt)}</time>
            </p>
          </div>
          <Badge variant={MEDITATION_STATUS_BADGE[registration.status]}>{statusLabel(registration.status)}</Badge>
        </div>
        <div>
          <h4 className="font-medium">Availability</h4>
          <ul className="mt-1 grid list-disc gap-0.5 pl-6">
            {registration.availabilitySlots.map((slot, index) => (
              <li key={index}>
                {slot.dateRange} at {slot.timeRange}
              </li>
            ))}
          </ul>
        </div>
        {registration.expectations ? (
          <div>
            <h4 className="font-medium">Expectations</h4>
            <p className="mt-1 max-w-[65ch] leading-relaxed whitespace-pre-line">{registration.expectations}</p>
          </div>
        ) : null}
        <div className="grid gap-2 sm:max-w-56">
          <Label id={`${id}-status`}>Status</Label>
          <Select value={registration.status} onValueChange={(value) => onChange(value as MeditationStatus)} disabled={update.isPending}>
            <SelectTrigger aria-labelledby={`${id}-status`} aria-describedby={`${id}-name`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MEDITATION_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <span id={`${id}-name`} className="sr-only">
            for {registration.name}
          </span>
        </div>
      </Card>
    </li>
  );
}

export function MeditationTab() {
  const registrations = useMeditationRegistrations();
  return (
    <section aria-labelledby="meditation-heading" className="grid gap-4">
      <div>
        <h2 id="meditation-heading" className="text-xl font-semibold">
          Virtual Self Program registrations
        </h2>
        <p className="text-muted-foreground">Newest first. Set each one&rsquo;s status as you reach out.</p>
      </div>
      {registrations.isPending ? (
        <ListSkeleton label="Loading registrations" />
      ) : registrations.isError ? (
        <ListError title="We couldn't load the registrations" onRetry={() => void registrations.refetch()} />
      ) : registrations.data.length === 0 ? (
        <EmptyState icon={Flower2} title="No registrations yet" headingLevel="h3">
          Registrations from the Virtual Self Program page appear here.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {registrations.data.map((registration) => (
            <RegistrationCard key={registration.id} registration={registration} />
          ))}
        </ul>
      )}
    </section>
  );
}
