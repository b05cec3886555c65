import { afterEach, describe, expect, it } from "vitest";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { confirmSubscription, erasePersonalData, personalDataOf, runNewsletterRound, subscribe, tokenState } from "./newsletter.service.server.ts";

const notifier: Notifier = {
  siteUrl: "https://site.example",
  email: { ownerEmail: "owner@example.com", from: "Site <site@example.com>" },
  webhook: null,
  retryWindowMs: 60_000,
  wake: () => {},
};

describe.each(ENGINES)("newsletter personal data (%s)", (engine) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it("personalDataOf returns the subscriber, its consent and its e-mails; erasePersonalData deletes them all", async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    await subscribe(db, notifier, { email: "Reader@Example.org", language: "pt", source: "/pt/articles/um" }, "10.0.0.1");
    const held = await personalDataOf(db, "reader@example.org");
    expect(held.subscriber).toMatchObject({ email: "reader@example.org", language: "pt", status: "pending", consentSource: "/pt/articles/um" });
    expect(held.subscriber?.consentText).toContain("Quero receber");
    expect(held.emails).toEqual([expect.objectContaining({ subject: "Confirme sua inscrição", status: "pending" })]);
    const row = await db.selectFrom("newsletter_subscribers").select("confirm_token").executeTakeFirstOrThrow();
    expect(await tokenState(db, "confirm", row.confirm_token!)).toBe("valid");
    expect(await confirmSubscription(db, row.confirm_token!)).toBe(true);
    expect(await confirmSubscription(db, row.confirm_token!)).toBe(false);

    const count = await db.transaction().execute((trx) => erasePersonalData(trx, "READER@example.org"));
    expect(count).toBe(2);
    expect(await personalDataOf(db, "reader@example.org")).toEqual({ subscriber: null, emails: [] });
  });

  it("forgets an unconfirmed address after 7 days", async () => {
    database = await createTestDatabase(engine);
    const db = database.db;
    await subscribe(db, notifier, { email: "late@example.org", language: "en" }, "10.0.0.2");
    await runNewsletterRound(db, notifier, { perMinute: 60, now: new Date(Date.now() + 6 * 24 * 3600 * 1000) });
    expect((await personalDataOf(db, "late@example.org")).subscriber).not.toBeNull();
    await runNewsletterRound(db, notifier, { perMinute: 60, now: new Date(Date.now() + 8 * 24 * 3600 * 1000) });
    expect((await personalDataOf(db, "late@example.org")).subscriber).toBeNull();
  });
});
