import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { createCircleSchema } from '#shared/circle-schemas.ts';
import type { Circle } from '#shared/types/circle.ts';
import type { Arrival } from '@/components/deferred.tsx';
import { describedBy, FieldError } from '@/components/field-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { paths } from '@/config/paths.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useCreateCircle } from '../api/create-circle.ts';

function CreateCircleForm({ onCreated, onCancel }: { onCreated: (circle: Circle) => void; onCancel: () => void }) {
  const id = useId();
  // The schema defaults isPrivate to false; the switch's value joins the parsed text fields.
  const { values, errors, change, submit } = useSchemaForm(createCircleSchema, { name: '', description: '' });
  const [isPrivate, setIsPrivate] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateCircle({
    onSuccess: onCreated,
    onError: (error) => toastError(error, 'Failed to create circle. Please try again.', { preferServerMessage: true }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const { data, errors: found } = submit();
    if (!data) {
      (found.name ? nameRef : descriptionRef).current?.focus();
      return;
    }
    create.mutate({ ...data, isPrivate });
  };

  const ids = {
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    description: `${id}-description`,
    descriptionError: `${id}-description-error`,
    private: `${id}-private`,
    privateHint: `${id}-private-hint`,
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={ids.name}>Name</Label>
        <Input
          ref={nameRef}
          id={ids.name}
          name="name"
          autoComplete="off"
          placeholder="e.g. Morning Stillness"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(errors.name && ids.nameError)}
        />
        <FieldError id={ids.nameError} message={errors.name} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          ref={descriptionRef}
          id={ids.description}
          name="description"
          rows={4}
          placeholder="What the circle gathers around, and who might feel at home in it."
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(errors.description && ids.descriptionError)}
        />
        <FieldError id={ids.descriptionError} message={errors.description} />
      </div>
      <div className="flex items-start gap-3">
        <Switch id={ids.private} checked={isPrivate} onCheckedChange={setIsPrivate} aria-describedby={ids.privateHint} />
        <div className="grid gap-0.5 pt-2.5">
          <Label htmlFor={ids.private} className="cursor-pointer">
            Private
          </Label>
          <p id={ids.privateHint} className="text-sm text-muted-foreground">
            Anyone can find it, but only people you invite or let in can join and read its posts.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          Create Circle
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §2 "Circles": the create-circle dialog (create-circle-button.tsx loads it when idle or
 * pressed). After creating, it says so and offers the
 * way into the new circle, which also leads My Circles behind it.
 */
export default function CreateCircleDialog({ trigger, defaultOpen }: { trigger: ReactElement } & Arrival) {
  const [open, setOpen] = useState(defaultOpen);
  const [created, setCreated] = useState<Circle | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Each opening starts on an empty form (reset here, not on closing, which would flash the form
    // back during the closing fade).
    if (next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        {created ? (
          <>
            <DialogTitle className="flex items-center gap-2">
              <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
              Your circle is ready
            </DialogTitle>
            <DialogDescription className="wrap-anywhere">
              {created.name} is now in My Circles, with you as its first member.
            </DialogDescription>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Done
              </Button>
              <Button asChild>
                <Link to={paths.circle.getHref(created.id)}>Open the circle</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle>Create a Circle</DialogTitle>
            <DialogDescription>A smaller gathering around a practice, a question or a season of life.</DialogDescription>
            <CreateCircleForm onCreated={setCreated} onCancel={() => onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
