/**
 * A multipart body (the FormData the shared handler gives a route that accepts one) read the way
 * a route reads JSON: its text fields as one object for a shared schema, its files apart.
 */

export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** The bytes of the file sent as `name`, or null when none was (a text field of that name is no file). */
export async function formFile(form: FormData, name: string): Promise<Uint8Array | null> {
  const value = form.get(name);
  return typeof value === 'string' || value === null ? null : new Uint8Array(await value.arrayBuffer());
}
