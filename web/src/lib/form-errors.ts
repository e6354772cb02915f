/** The part of a failed parse this needs: zod and zod/mini errors both have it. */
interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** One message per field (the first rule it broke), keyed by the field's name, for showing under each input. */
export function fieldErrorsOf(error: ParseIssues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
