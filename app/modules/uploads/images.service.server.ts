import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database } from "#app/db/database.ts";
import { nowIso } from "#app/lib/time.ts";
import { imageUrl, type StoredImage } from "./image.ts";
import { processImage } from "./image-processing.server.ts";
import { findVariant, insertImage, type VariantRow } from "./images.repository.server.ts";

const IMAGE_FILE_PATTERN = /^([A-Za-z0-9_-]{22})((?:-w\d{2,4})?\.webp|\.jpg)$/;

/** Validates, cleans and stores an uploaded image with its renditions; nothing is stored on failure. */
export async function storeUploadedImage(db: Kysely<Database>, bytes: Buffer, actor: AuditActor = {}): Promise<StoredImage> {
  const processed = await processImage(bytes);
  const id = crypto.randomBytes(16).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await insertImage(trx, id, processed, nowIso());
    await recordAuditEvent(trx, actor, { action: "content.photo_uploaded", target: { type: "image", id, label: `${processed.width}×${processed.height}` } });
  });
  const webp = processed.variants.filter((v) => v.contentType === "image/webp").sort((a, b) => a.width - b.width);
  return {
    id,
    url: imageUrl(id, ".webp"),
    width: processed.width,
    height: processed.height,
    renditions: webp.map((v) => ({ url: imageUrl(id, v.name), width: v.width })),
    shareUrl: imageUrl(id, ".jpg"),
  };
}

/** The stored bytes for a public file name such as `abc.webp`, `abc-w480.webp` or `abc.jpg`. */
export async function findImageFile(db: Kysely<Database>, fileName: string): Promise<VariantRow | undefined> {
  const match = IMAGE_FILE_PATTERN.exec(fileName);
  if (!match?.[1] || !match[2]) return undefined;
  return findVariant(db, match[1], match[2]);
}
