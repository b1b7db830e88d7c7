/** SQLite's extended result code for a row that breaks a UNIQUE constraint. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;

/** True for a UNIQUE constraint violation (a concurrent write took the same name). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { errcode?: unknown } | null)?.errcode === SQLITE_CONSTRAINT_UNIQUE;
}
