/** Whether PostgreSQL answered this SQLSTATE, through Drizzle's error wrapping. */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL unique violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasPgErrorCode(error, '23505');
