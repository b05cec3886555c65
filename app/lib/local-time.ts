/**
 * Times as the owner reads and types them: in their own time zone (the browser's), through
 * `<input type="datetime-local">` values (`YYYY-MM-DDTHH:mm`, no zone). Stored and sent as ISO UTC.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** The owner's time zone name (IANA), e.g. "America/Sao_Paulo". */
export function ownerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An ISO time as a datetime-local value in the viewer's zone; "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the viewer's zone) as ISO UTC; null for "" or an impossible value. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 ? null : date.toISOString();
}
