/** Timestamps cross the data layer as ISO-8601 UTC strings (ADR 004). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}
