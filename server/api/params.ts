import { AppError } from "#app/lib/app-error.ts";

/** A positive integer id from a path segment; anything else names nothing, so 404. */
export function parseId(value: unknown, notFoundMessage: string): number {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) throw new AppError("NOT_FOUND", notFoundMessage);
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("NOT_FOUND", notFoundMessage);
  return id;
}
