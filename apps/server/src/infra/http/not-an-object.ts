/**
 * zod's `error` option for an object schema: `message` when the value is not the expected object,
 * while unknown keys of a strict object keep zod's own 'Unrecognized key: "…"' message.
 * @example z.strictObject({ label: z.string() }, notAnObject('Each link must be an object.'))
 */
export function notAnObject(message: string): { error: (issue: { code?: string }) => string | undefined } {
  return { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : message) };
}
