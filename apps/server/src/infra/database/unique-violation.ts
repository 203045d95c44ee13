/**
 * Whether a database error is a unique-constraint violation: PostgreSQL SQLSTATE 23505, or SQLite's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY (2067 / 1555) as `node:sqlite` reports them.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === '23505') return true;
  if (errcode === 2067 || errcode === 1555) return true;
  return typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
