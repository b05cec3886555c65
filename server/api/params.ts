import { AppError } from "#app/lib/app-error.ts";
import { type Language, parseLanguage } from "#app/lib/language.ts";
import { SLUG_PATTERN } from "#app/lib/slug.ts";
import { ARTICLE_SLUG_MAX } from "#app/modules/articles/article.schema.ts";

export const LANGUAGE_MESSAGE = "language must be en or pt";

/** `?language=` or a body's `language`: absent is en; another value is invalid input, so 400. */
export function parseLanguageInput(value: unknown): Language {
  const language = parseLanguage(value);
  if (!language) throw new AppError("VALIDATION", LANGUAGE_MESSAGE, { issues: [{ path: "language", message: LANGUAGE_MESSAGE }] });
  return language;
}

/** A language from a path segment (`/api/site-content/{en|pt}`); anything else names nothing, so 404. */
export function parseLanguageSegment(value: unknown, notFoundMessage: string): Language {
  const language = typeof value === "string" ? parseLanguage(value) : undefined;
  if (!language) throw new AppError("NOT_FOUND", notFoundMessage);
  return language;
}

/** A positive integer id from a path segment; anything else names nothing, so 404. */
export function parseId(value: unknown, notFoundMessage: string): number {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) throw new AppError("NOT_FOUND", notFoundMessage);
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("NOT_FOUND", notFoundMessage);
  return id;
}

/** A slug from a path segment; one that no article could have (a NUL, capitals, 200+ characters) is a 404 at once. */
export function parseSlug(value: unknown, notFoundMessage: string): string {
  if (typeof value !== "string" || value.length > ARTICLE_SLUG_MAX || !SLUG_PATTERN.test(value)) {
    throw new AppError("NOT_FOUND", notFoundMessage);
  }
  return value;
}
