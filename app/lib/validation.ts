import type { z } from "zod";
import { AppError, type ValidationIssue } from "./app-error.ts";

/** Parses `input` with `schema` or throws a VALIDATION AppError carrying the first message. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues: ValidationIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  throw new AppError("VALIDATION", issues[0]?.message ?? "Invalid input", { issues });
}
