import { type Kysely, PostgresAdapter } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/**
 * Issue 28: what others said of the owner's talks and work, with the date each person allowed its use.
 * Shown in the home's speaking section, on a talk's page and (the `featured` ones) in the media kit.
 * The three notable quotes of the shipped media kit become the first, sample, testimonials.
 */

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const SAMPLES = [
  {
    quote: "Artificial intelligence does not replace roots. It amplifies whatever roots you already have.",
    quote_pt: "A inteligência artificial não substitui raízes. Ela amplifica as raízes que você já tem.",
    event: "Raízes e Algoritmos, 2024",
  },
  {
    quote: "A pilot that never reaches production is not innovation. It is an expensive demonstration.",
    quote_pt: "Piloto que nunca chega à produção não é inovação. É uma demonstração cara.",
    event: "Fórum Brasileiro de IA Aplicada, 2024",
  },
  {
    quote: "The next great data-center region does not have to be where the last one was. It needs energy, talent and the courage to start.",
    quote_pt: "A próxima grande região de data centers não precisa estar onde a última esteve. Precisa de energia, de talento e de coragem para começar.",
    event: "Revista Circuito, 2023",
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable("testimonials");
  await (isPostgres(db)
    ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()))
    .addColumn("quote", "text", (col) => col.notNull())
    .addColumn("quote_pt", "text")
    .addColumn("person", "text", (col) => col.notNull())
    .addColumn("role", "text")
    .addColumn("organisation", "text")
    /** The talk it refers to (null: none, or the talk was deleted). */
    .addColumn("talk_id", "integer", (col) => col.references("talks.id").onDelete("set null"))
    /** The event or work it refers to, as text (when no talk of the site is meant). */
    .addColumn("event", "text")
    /** An uploaded or shipped image of the site (`/uploads/images/...`), or null. */
    .addColumn("photo", "text")
    /** `YYYY-MM-DD`: when the person allowed its use. */
    .addColumn("permission_date", "text", (col) => col.notNull())
    /** 1: among the media kit's notable quotes. */
    .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("testimonials_talk_id_idx").on("testimonials").column("talk_id").execute();
  const at = "2026-11-28T14:00:00.000Z";
  await db
    .insertInto("testimonials")
    .values(
      SAMPLES.map((sample) => ({
        ...sample,
        person: "Caio Menezes Aragão",
        role: null,
        organisation: null,
        talk_id: null,
        photo: null,
        permission_date: "2024-01-01",
        featured: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("testimonials").ifExists().execute();
}
