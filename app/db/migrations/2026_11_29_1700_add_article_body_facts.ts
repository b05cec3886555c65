import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.
// Issue 23, ADR 054: what the published view shows of a version's body (its word count, for the reading
// time, and its first 120 characters of text, the excerpt when the version has none of its own) is kept
// beside the body, written with it by the articles' repository, so that start-up reads these small
// columns and no body. Null means not known yet (a row restored from an older backup): the view then
// reads that body alone. The existing rows are filled here, a batch at a time.

const COLUMNS = ["content_words", "content_lead", "content_words_pt", "content_lead_pt"] as const;

/** The same rules as app/modules/articles/article.ts (htmlToText, 120 characters and "..."), frozen here. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

function facts(html: string | null): { words: number | null; lead: string | null } {
  if (html === null) return { words: null, lead: null };
  const text = htmlToText(html);
  return { words: text === "" ? 0 : text.split(" ").length, lead: text.length > 120 ? `${text.slice(0, 120)}...` : text };
}

const BATCH = 200;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("articles").addColumn("content_words", "integer").execute();
  await db.schema.alterTable("articles").addColumn("content_lead", "text").execute();
  await db.schema.alterTable("articles").addColumn("content_words_pt", "integer").execute();
  await db.schema.alterTable("articles").addColumn("content_lead_pt", "text").execute();
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom("articles")
      .select(["id", "content", "content_pt"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute()) as { id: number; content: string | null; content_pt: string | null }[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const en = facts(row.content);
      const pt = facts(row.content_pt);
      await db
        .updateTable("articles")
        .set({ content_words: en.words, content_lead: en.lead, content_words_pt: pt.words, content_lead_pt: pt.lead })
        .where("id", "=", row.id)
        .execute();
    }
    after = Number(rows.at(-1)?.id);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("articles").dropColumn(column).execute();
}
