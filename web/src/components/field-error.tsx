import { useTranslateMessage } from '@/lib/translate-message.ts';

/**
 * A field's message, under it; the field points here with aria-describedby. Messages are the
 * schemas' English (or the server's), shown in the interface's language.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p id={id} className="text-base text-destructive">
      {translate(message)}
    </p>
  );
}

/** aria-describedby from the ids that apply (falsy ones drop out); undefined when none do. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
