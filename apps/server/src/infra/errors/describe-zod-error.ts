import type { ZodError } from 'zod';

/**
 * Describes a zod failure in one readable sentence for the visitor. A message
 * that already names its field ('Quantity must be a whole number') is shown as
 * is; 'is required' reads 'itemId is required'; others get a 'field: ' prefix.
 */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      if (!issue.path.length) return issue.message;
      const field = issue.path.join('.');
      const last = String(issue.path[issue.path.length - 1]).toLowerCase();
      if (issue.message.toLowerCase().startsWith(last)) return issue.message;
      return issue.message.startsWith('is ') ? `${field} ${issue.message}` : `${field}: ${issue.message}`;
    })
    .join('; ');
}
