/** Dialect differences in constraint errors, handled in one place (ADR 004). */
function codeOf(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "SQLITE_BUSY",
  "SQLITE_IOERR",
  "SQLITE_FULL",
]);

/** The database could not be reached or is overloaded: a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED/i.test(message);
}
