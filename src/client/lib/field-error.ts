/**
 * The shared schemas speak in fragments ("must be at least 8 characters", "is required") so the
 * server can prefix the field; under a field we prefix its label, or capitalise a full rule.
 */
export function formatFieldError(label: string, message: string): string {
  if (/^(must|is|should)\b/.test(message)) return `${label} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}
