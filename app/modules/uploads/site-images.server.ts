import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { findImageFile } from "./images.service.server.ts";

const UPLOADED_WEBP = /^\/uploads\/images\/([A-Za-z0-9_-]{22})\.webp$/;

/** The bytes of an image the content names: an uploaded one from the database, another from public/. */
export async function readSiteImage(db: Kysely<Database>, src: string, publicDir: string): Promise<Buffer | undefined> {
  const uploaded = UPLOADED_WEBP.exec(src)?.[1];
  if (uploaded) return (await findImageFile(db, `${uploaded}.webp`))?.bytes;
  const file = path.resolve(publicDir, `.${src}`);
  if (!file.startsWith(path.resolve(publicDir) + path.sep)) return undefined;
  return fs.readFile(file).catch(() => undefined);
}
