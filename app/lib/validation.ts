import { AppError, type ValidationIssue } from "./app-error.ts";

/** Zod error callback for a required text field: "X is required" when absent, "X must be text" otherwise. */
export function textTypeError(label: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`);
}

const NUL_MESSAGE = "Text must not contain NUL characters";
export const LONE_SURROGATE_MESSAGE =
  "Text must be valid Unicode: it contains an unpaired surrogate code point (such as \\ud800), which cannot be stored";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path ("title", "items.2.name") of the first string in the (JSON) value, keys included, for which `bad` holds. */
function findString(value: unknown, bad: (text: string) => boolean, path: string[] = []): string | undefined {
  if (typeof value === "string") return bad(value) ? path.join(".") : undefined;
  if (path.length > 20 || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return [...path, key].join(".");
    const found = findString(item, bad, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Text no database can store as sent: U+0000 (PostgreSQL refuses it) and lone UTF-16 surrogates
 * (a JSON "\\ud800" parses, but UTF-8 storage would silently turn it into U+FFFD).
 */
function findUnstorableText(input: unknown): ValidationIssue | undefined {
  const nul = findString(input, (text) => text.includes("\u0000"));
  if (nul !== undefined) return { path: nul, message: NUL_MESSAGE };
  const surrogate = findString(input, (text) => LONE_SURROGATE.test(text));
  if (surrogate !== undefined) return { path: surrogate, message: LONE_SURROGATE_MESSAGE };
  return undefined;
}

/** Any Zod schema, classic or mini. */
export interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Parses `input` with `schema` or throws a VALIDATION AppError carrying the first message. */
export function parseOrThrow<T>(schema: SafeParser<T>, input: unknown): T {
  const unstorable = findUnstorableText(input);
  if (unstorable) throw new AppError("VALIDATION", unstorable.message, { issues: [unstorable] });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw new AppError("VALIDATION", issues[0]?.message ?? "Invalid input", { issues });
}
