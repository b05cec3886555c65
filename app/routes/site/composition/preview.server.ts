import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { findCookieUser } from "#app/modules/auth/session-cookie.server.ts";

/**
 * The loaders' side of the previews of articles (ADR 021) and pages (ADR 044, 047): for the signed-in
 * admin or through a signed link, never cached, never indexed. The page's side is `preview-page.tsx`.
 */
export const PREVIEW_HEADERS = { "Cache-Control": NO_STORE_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };

/** Why a preview is not shown: a link that does not open anything, has expired or was withdrawn, or no such article or page. */
export type PreviewFailure = "invalid" | "expired" | "revoked" | "missing";

/** Ends the loader with the failure's page: 404 for an unknown link or item, 410 for a link that worked once. */
export function previewFailure(reason: PreviewFailure): never {
  throw data({ reason }, { status: reason === "expired" || reason === "revoked" ? 410 : 404, headers: PREVIEW_HEADERS });
}

/** The admin's own preview: signed in, or to the sign-in page. */
export async function requirePreviewAdmin(db: Kysely<Database>, request: Request): Promise<void> {
  const user = await findCookieUser(db, request);
  if (!user?.isAdmin) throw redirect("/admin/login", { headers: PREVIEW_HEADERS });
}

/** The id in the admin's preview address (`/preview/articles/{id}`), or the 404. */
export function previewIdOf(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) previewFailure("missing");
  return Number(value);
}

/** The preview the loader builds, or the 404 page when its article or page does not exist (any other error is thrown on). */
export async function previewOrMissing<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") previewFailure("missing");
    throw error;
  }
}
