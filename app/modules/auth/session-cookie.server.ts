import { parseCookie } from "cookie";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { findSessionUser } from "./auth.service.server.ts";
import { SESSION_COOKIE, type User } from "#app/lib/user.ts";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The signed-in user of a page request (session cookie, ADR 002), for pages only admins may see. */
export async function findCookieUser(db: Kysely<Database>, request: Request): Promise<User | undefined> {
  const header = request.headers.get("cookie");
  const token = header ? parseCookie(header)[SESSION_COOKIE] : undefined;
  return token && TOKEN_PATTERN.test(token) ? findSessionUser(db, token) : undefined;
}
