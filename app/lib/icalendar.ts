/** Pieces of iCalendar (RFC 5545) files: the inbox's invitations and the public talks' calendar files. */

/** Escapes a TEXT value (backslash, semicolon, comma, new lines). */
export function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const ENCODER = new TextEncoder();

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = ENCODER.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `2026-03-12` → `20260312`. */
export function basicDate(iso: string): string {
  return iso.replaceAll("-", "");
}

/** The day after a `YYYY-MM-DD` day (an all-day event ends the next day, exclusive). */
export function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC time stamp: `20260312T101500Z`. */
export function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** The file's lines, folded and joined with CRLF. */
export function icsFile(lines: string[]): string {
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A name for a file: lowercase ASCII words joined by hyphens, at most 50 characters. */
export function fileSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 50)
    .replace(/^-+|-+$/g, "");
}
