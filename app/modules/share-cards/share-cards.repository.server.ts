import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";

/** The drawn card of this version, or undefined when it was never drawn (or was replaced by a newer one). */
export async function findShareCardJpeg(db: Kysely<Database>, versionKey: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom("share_cards").select("jpeg").where("version_key", "=", versionKey).executeTakeFirst();
  return row ? Buffer.from(row.jpeg) : undefined;
}

/** Keeps a drawn card, replacing the card's older versions; a version another instance saved first is kept. */
export async function saveShareCardJpeg(db: Kysely<Database>, values: { versionKey: string; cardId: string; jpeg: Buffer; now: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("share_cards").where("card_id", "=", values.cardId).where("version_key", "!=", values.versionKey).execute();
    await trx
      .insertInto("share_cards")
      .values({ version_key: values.versionKey, card_id: values.cardId, jpeg: values.jpeg, created_at: values.now })
      .onConflict((oc) => oc.column("version_key").doNothing())
      .execute();
  });
}
