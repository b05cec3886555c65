import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ProcessedImage } from "./image-processing.server.ts";

/** Writes the image and its renditions; call it inside a transaction (the service's, with its audit event). */
export async function insertImage(trx: Kysely<Database>, id: string, image: ProcessedImage, now: string): Promise<void> {
  await trx.insertInto("images").values({ id, width: image.width, height: image.height, created_at: now }).execute();
  await trx
    .insertInto("image_variants")
    .values(
      image.variants.map((v) => ({
        image_id: id,
        name: v.name,
        content_type: v.contentType,
        width: v.width,
        height: v.height,
        etag: v.etag,
        bytes: v.bytes,
      })),
    )
    .execute();
}

export interface VariantRow {
  contentType: string;
  etag: string;
  bytes: Buffer;
}

export async function findVariant(db: Kysely<Database>, id: string, name: string): Promise<VariantRow | undefined> {
  const row = await db
    .selectFrom("image_variants")
    .select(["content_type", "etag", "bytes"])
    .where("image_id", "=", id)
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, etag: row.etag, bytes: Buffer.from(row.bytes) } : undefined;
}

export async function listVariantWidths(db: Kysely<Database>, id: string): Promise<{ name: string; width: number }[]> {
  return db.selectFrom("image_variants").select(["name", "width"]).where("image_id", "=", id).orderBy("width").execute();
}

export async function countImages(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("images")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listVariantsOfImages(
  db: Kysely<Database>,
  ids: string[],
): Promise<{ image_id: string; name: string; content_type: string; width: number; height: number }[]> {
  return db
    .selectFrom("image_variants")
    .select(["image_id", "name", "content_type", "width", "height"])
    .where("image_id", "in", ids)
    .execute();
}
