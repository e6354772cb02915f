/**
 * A form validated with a shared schema the way the specification asks: quietly until the first
 * submit, then again on every change so errors clear as the person fixes them. One message per
 * field (the first rule it broke), keyed by the field's name.
 */
import { useState } from 'react';
import { fieldErrorsOf } from './form-errors.ts';

export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function useSchemaForm<V extends Record<string, string>, T>(schema: Schema<T>, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (next: V) => {
    const result = schema.safeParse(next);
    const nextErrors = (result.success ? {} : fieldErrorsOf(result.error)) as Partial<Record<keyof V & string, string>>;
    setErrors(nextErrors);
    return { data: result.success ? result.data : null, errors: nextErrors };
  };

  const change = (field: keyof V & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validate(next);
  };

  /** Validates everything: `data` when the form is valid, otherwise null with the field errors. */
  const submit = () => {
    setSubmitted(true);
    return validate(values);
  };

  /** A field's message from the server (a name another member holds): shown until the field changes. */
  const refuse = (field: keyof V & string, message: string) => setErrors((current) => ({ ...current, [field]: message }));

  /** Back to the initial values, quiet again until the next submit (a form that stays open after sending). */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, change, submit, refuse, reset };
}
