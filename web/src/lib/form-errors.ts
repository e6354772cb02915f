/** The part of a failed parse this needs: zod and zod/mini errors both have it. */
interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

function firstMessageBy(error: ParseIssues, keyOf: (path: readonly PropertyKey[]) => string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = keyOf(issue.path);
    if (key !== null && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** One message per field (the first rule it broke), keyed by the field's name, for showing under each input. */
export function fieldErrorsOf(error: ParseIssues): Record<string, string> {
  return firstMessageBy(error, (path) => (typeof path[0] === 'string' ? path[0] : null));
}

/**
 * The same for forms with lists of fields: keyed by the whole path, e.g. `availabilitySlots.1.timeRange`,
 * and `availabilitySlots` for a rule about the list itself.
 */
export function pathErrorsOf(error: ParseIssues): Record<string, string> {
  return firstMessageBy(error, (path) => (path.length ? path.map(String).join('.') : null));
}
