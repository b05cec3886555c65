import { AppError, type ValidationIssue } from "./app-error.ts";

/** Zod error callback for a required text field: "X is required" when absent, "X must be text" otherwise. */
export function textTypeError(label: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`);
}

const NUL_MESSAGE = "Text must not contain NUL characters";

/** True when any string in the (JSON) value contains U+0000, which PostgreSQL cannot store. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** Any Zod schema, classic or mini. */
interface SafeParser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Parses `input` with `schema` or throws a VALIDATION AppError carrying the first message. */
export function parseOrThrow<T>(schema: SafeParser<T>, input: unknown): T {
  if (containsNul(input)) throw new AppError("VALIDATION", NUL_MESSAGE, { issues: [{ path: "", message: NUL_MESSAGE }] });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw new AppError("VALIDATION", issues[0]?.message ?? "Invalid input", { issues });
}
