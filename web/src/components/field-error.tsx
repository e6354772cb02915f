/** A field's message, under it; the field points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-base text-destructive">
      {message}
    </p>
  );
}

/** aria-describedby from the ids that apply (falsy ones drop out); undefined when none do. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
