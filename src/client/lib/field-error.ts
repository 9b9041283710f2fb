/**
 * The shared schemas speak in fragments ("must be at least 8 characters", "is required") so the
 * server can prefix the field; under a field we prefix its label, or capitalise a full rule.
 */
export function formatFieldError(label: string, message: string): string {
  if (/^(must|is|should)\b/.test(message)) return `${label} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** What a zod error holds that a form needs (zod's `$ZodIssue`, reduced to two fields). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A failed parse of a form's schema as one message per field, worded for under that field. Only
 * the fields the form shows (the keys of `labels`) get one, and the first issue of a field wins:
 * zod reports "is required" before the rules that would follow from a value.
 */
export function fieldErrors<F extends string>(
  issues: readonly SchemaIssue[],
  labels: Readonly<Record<F, string>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !Object.hasOwn(labels, field)) continue;
    errors[field as F] ??= formatFieldError(labels[field as F], issue.message);
  }
  return errors;
}
