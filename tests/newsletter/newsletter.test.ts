import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { authenticate } from "mailauth";
import { afterEach, describe, expect, it } from "vitest";
import { NEWSLETTER_TEXT } from "#app/modules/newsletter/newsletter-text.ts";
import { startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "../durability/server-process.ts";

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const DKIM_PRIVATE_KEY = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const DKIM_PUBLIC = publicKey.export({ type: "spki", format: "der" }).toString("base64");

function mailEnv(mail: TestMailServer): Record<string, string> {
  return {
    SMTP_URL: mail.url,
    MAIL_FROM: "Site <site@example.com>",
    OWNER_EMAIL: "owner@example.com",
    OUTBOX_POLL_MS: "100",
    OUTBOX_BACKOFF_BASE_MS: "100",
    OUTBOX_BACKOFF_MAX_MS: "500",
    OUTBOX_LEASE_MS: "1500",
    NEWSLETTER_POLL_MS: "100",
    SCHEDULER_POLL_MS: "100",
    DKIM_DOMAIN: "example.com",
    DKIM_SELECTOR: "news",
    DKIM_PRIVATE_KEY,
  };
}

/** Subscribes through the API and confirms with the page's "Confirm" button (a POST of the page's form). */
async function subscribeAndConfirm(baseUrl: string, mail: TestMailServer, email: string, language: "en" | "pt") {
  const before = mail.to(email).length;
  const res = await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email, language } });
  expect(res.status).toBe(202);
  const confirmation = await waitFor(() => mail.to(email)[before], `the confirmation to ${email}`, 20_000);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)?.[0];
  expect(link, confirmation.text).toBeDefined();
  if (language === "pt") expect(link).toContain("/pt/newsletter/confirm");
  const page = await fetch(link!);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(language === "pt" ? "Confirmar" : "Confirm");
  const confirmed = await fetch(link!, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain(language === "pt" ? "Inscrição confirmada" : "Subscription confirmed");
}

/** A header as sent (mailparser folds the List-* headers into one object). */
function rawHeader(raw: Buffer, name: string): string {
  const head = raw.toString("utf8").split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

async function statusOf(baseUrl: string, token: string, email: string): Promise<string | undefined> {
  const res = await api(baseUrl, "GET", `/api/newsletter/subscribers?q=${encodeURIComponent(email)}`, { token });
  expect(res.status).toBe(200);
  return (res.body.subscribers as { email: string; status: string }[]).find((s) => s.email === email)?.status;
}

describe.each(ENGINES)("newsletter over real SMTP (%s)", (engine) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let mail: TestMailServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill("SIGKILL");
    await mail?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(extra: Record<string, string> = {}) {
    mail = await startTestMailServer();
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres", { migrate: false });
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-newsletter-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess({ ...env, ...mailEnv(mail), ...extra });
    return { baseUrl: server.baseUrl, mail, token: await initAndSignIn(server.baseUrl) };
  }

  it("subscribes, confirms through the page, sends a marked article once with RFC 8058 headers and DKIM, unsubscribes in one click", { timeout: 120_000 }, async () => {
    const { baseUrl, mail, token } = await start();
    // The same answer for a new, a pending and a confirmed address.
    const first = await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "Reader@Example.org ", language: "en" } });
    const again = await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "reader@example.org", language: "en" } });
    expect(first.status).toBe(202);
    expect(again.body).toEqual(first.body);
    const confirmation = await waitFor(() => mail.to("reader@example.org")[0], "the confirmation");
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)![0];
    // The second request made a new link: the first one is no longer valid (404, ADR 043).
    await settle(300);
    const latest = mail.to("reader@example.org").at(-1)!;
    const latestLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(latest.text)![0];
    if (latestLink !== link) expect((await fetch(link)).status).toBe(404);
    // A GET (a mail scanner) confirms nobody.
    expect((await fetch(latestLink)).status).toBe(200);
    expect(await statusOf(baseUrl, token, "reader@example.org")).toBe("pending");
    expect((await fetch(latestLink, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" })).status).toBe(200);
    expect(await statusOf(baseUrl, token, "reader@example.org")).toBe("confirmed");
    const known = await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "reader@example.org", language: "en" } });
    const unknown = await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "nobody@example.org", language: "en" } });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await subscribeAndConfirm(baseUrl, mail, "leitor@example.org", "pt");

    const created = await api(baseUrl, "POST", "/api/articles", {
      token,
      body: { title: "Leading with care", slug: "leading-with-care", content: "<p>What I learned leading teams.</p>", excerpt: "Lessons from twenty years.", published: true, newsletter: true },
    });
    expect(created.status).toBe(201);
    const issue = await waitFor(() => mail.to("reader@example.org").find((m) => m.subject === "Leading with care"), "the newsletter", 20_000);
    expect(issue.html).toContain("utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=leading-with-care");
    expect(issue.text).toContain("Lessons from twenty years.");
    expect(issue.html).not.toMatch(/<img[^>]+width="1"/);
    const listUnsubscribe = rawHeader(issue.raw, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=[\w-]+>, <mailto:site@example\.com\?subject=unsubscribe>$/);
    expect(rawHeader(issue.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // DKIM: the signature verifies against the published key.
    const auth = await authenticate(issue.raw, {
      resolver: async (name: string, type: string) => {
        if (type === "TXT" && name === "news._domainkey.example.com") return [[`v=DKIM1; k=rsa; p=${DKIM_PUBLIC}`]];
        throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      },
    });
    expect(auth.dkim.results[0]?.status.result).toBe("pass");

    // Editing and republishing never sends it again; the Portuguese reader got nothing.
    const id = created.body.id as number;
    const edited = await api(baseUrl, "PUT", `/api/articles/${id}`, {
      token,
      body: { title: "Leading with care", slug: "leading-with-care", content: "<p>What I learned leading teams, edited.</p>", published: true, newsletter: true },
    });
    expect(edited.status).toBe(200);
    await settle(1_500);
    expect(mail.to("reader@example.org").filter((m) => m.subject === "Leading with care")).toHaveLength(1);
    expect(mail.to("leitor@example.org").filter((m) => m.subject === "Leading with care")).toHaveLength(0);

    // One click: a GET changes nothing, the RFC 8058 POST unsubscribes with no session.
    const unsubscribe = /<(http[^>]+)>/.exec(listUnsubscribe)![1]!;
    expect((await fetch(unsubscribe)).status).toBe(200);
    expect(await statusOf(baseUrl, token, "reader@example.org")).toBe("confirmed");
    const oneClick = await fetch(unsubscribe, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await statusOf(baseUrl, token, "reader@example.org")).toBe("unsubscribed");

    // The Portuguese version, scheduled: only the Portuguese subscriber, and only once it is live.
    const at = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await api(baseUrl, "POST", "/api/articles", {
      token,
      body: { pt: { title: "Liderar com cuidado", slug: "liderar-com-cuidado", content: "<p>O que aprendi liderando equipes.</p>", publishAt: at, newsletter: true } },
    });
    expect(scheduled.status).toBe(201);
    await settle(1_000);
    expect(mail.to("leitor@example.org").filter((m) => m.subject === "Liderar com cuidado")).toHaveLength(0);
    const pt = await waitFor(() => mail.to("leitor@example.org").find((m) => m.subject === "Liderar com cuidado"), "the Portuguese newsletter", 20_000);
    expect(pt.html).toContain("/pt/articles/liderar-com-cuidado?utm_source=newsletter");
    expect(rawHeader(pt.raw, "List-Unsubscribe")).toContain("/pt/newsletter/unsubscribe?token=");
    expect(mail.to("reader@example.org").filter((m) => m.subject === "Liderar com cuidado")).toHaveLength(0);

    // The delivery is recorded just after the SMTP server accepted it.
    const sends = await waitFor(async () => {
      const res = await api(baseUrl, "GET", "/api/newsletter/sends", { token });
      const delivered = (res.body as { delivered: number }[]).map((s) => s.delivered);
      return delivered.length === 2 && delivered.every((count) => count === 1) && res;
    }, "both sends recorded as delivered");
    expect(sends.status).toBe(200);
    expect(sends.body.map((s: { language: string; queued: number; failed: number }) => [s.language, s.queued, s.failed]).sort()).toEqual([["en", 0, 0], ["pt", 0, 0]]);
  });

  it("marks a subscriber refused with 5xx as bounced and never mails it again; throttles subscribe per IP", { timeout: 120_000 }, async () => {
    const { baseUrl, mail, token } = await start();
    await subscribeAndConfirm(baseUrl, mail, "gone@example.org", "en");
    mail.rejectRecipient("gone@example.org");
    const one = await api(baseUrl, "POST", "/api/articles", {
      token,
      body: { title: "First issue", slug: "first-issue", content: "<p>The first one, long enough.</p>", published: true, newsletter: true },
    });
    expect(one.status).toBe(201);
    await waitFor(async () => (await statusOf(baseUrl, token, "gone@example.org")) === "bounced", "the bounce", 20_000);
    mail.accept();
    const two = await api(baseUrl, "POST", "/api/articles", {
      token,
      body: { title: "Second issue", slug: "second-issue", content: "<p>The second one, long enough.</p>", published: true, newsletter: true },
    });
    expect(two.status).toBe(201);
    await settle(1_500);
    expect(mail.to("gone@example.org").filter((m) => m.subject.endsWith("issue"))).toHaveLength(0);

    // Per IP: the 11th request within the hour is refused (the first one above counts too).
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: `t${i}@example.org`, language: "en" } })).status);
    expect(answers.slice(0, 9).every((status) => status === 202)).toBe(true);
    expect(answers[9]).toBe(429);
  });

  it("imports with the consent's source, filters and pages the list, erases an address with its e-mails", { timeout: 90_000 }, async () => {
    const { baseUrl, mail, token } = await start();
    const imported = await api(baseUrl, "POST", "/api/newsletter/import", {
      token,
      body: { source: "sign-up sheet, 2026 keynote", rows: [{ email: "Ana@Example.org", language: "pt" }, { email: "bob@example.org" }, { email: "ana@example.org" }, { email: "nope" }] },
    });
    expect(imported.body).toMatchObject({ imported: 2, skipped: 1, invalid: 1 });
    expect((await api(baseUrl, "POST", "/api/newsletter/import", { token, body: { source: "x", rows: [] } })).status).toBe(400);
    expect((await api(baseUrl, "POST", "/api/newsletter/import", { body: { source: "anonymous", rows: [] } })).status).toBe(401);
    const pt = await api(baseUrl, "GET", "/api/newsletter/subscribers?status=confirmed&language=pt", { token });
    expect(pt.body).toEqual({ subscribers: [expect.objectContaining({ email: "ana@example.org", language: "pt", status: "confirmed", unsubscribedAt: null })], total: 1 });
    const paged = await api(baseUrl, "GET", "/api/newsletter/subscribers?page=2&pageSize=1", { token });
    expect(paged.body.total).toBe(2);
    expect(paged.body.subscribers).toHaveLength(1);
    expect((await api(baseUrl, "GET", "/api/newsletter/subscribers?status=gone", { token })).status).toBe(400);
    expect((await api(baseUrl, "GET", "/api/newsletter/subscribers")).status).toBe(401);

    // An article to the Portuguese reader, then erase her: the subscriber and its e-mails are gone.
    await api(baseUrl, "POST", "/api/articles", { token, body: { pt: { title: "Um artigo", slug: "um-artigo", content: "<p>Para a newsletter.</p>", published: true, newsletter: true } } });
    await waitFor(() => mail.to("ana@example.org").find((m) => m.subject === "Um artigo"), "the Portuguese issue", 20_000);
    const ana = pt.body.subscribers[0].id as number;
    const erased = await api(baseUrl, "DELETE", `/api/newsletter/subscribers/${ana}`, { token });
    expect(erased.status).toBe(200);
    expect((await api(baseUrl, "DELETE", `/api/newsletter/subscribers/${ana}`, { token })).status).toBe(404);
    expect((await api(baseUrl, "GET", "/api/newsletter/subscribers?q=ana", { token })).body.total).toBe(0);
    const test = await api(baseUrl, "POST", "/api/newsletter/test", { token, body: { articleId: 1, language: "pt" } });
    expect(test.status).toBe(202);
    await waitFor(() => mail.to("owner@example.com").find((m) => m.subject === "Um artigo"), "the owner's test e-mail", 20_000);
  });

  it("answers the form sent without script on the page it sits on, in the page's language, with the API's answer, honeypot and throttle", { timeout: 120_000 }, async () => {
    const { baseUrl, mail, token } = await start();
    const article = { title: "Form page", slug: "form-page", content: "<p>An article with the form at its end.</p>", published: true };
    const pt = { title: "Página do formulário", slug: "pagina-do-formulario", content: "<p>Um artigo com o formulário no fim.</p>", published: true };
    expect((await api(baseUrl, "POST", "/api/articles", { token, body: { ...article, pt } })).status).toBe(201);
    const post = (pathname: string, fields: Record<string, string>) =>
      fetch(baseUrl + pathname, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    // The footer's form on every kind of page (the home page is an index route: `?index`), and an article's end form.
    const pages = [
      { path: "/?index", form: "newsletter-footer", language: "en" },
      { path: "/pt?index", form: "newsletter-footer", language: "pt" },
      { path: "/talks", form: "newsletter-footer", language: "en" },
      { path: "/pt/media-kit", form: "newsletter-footer", language: "pt" },
      { path: "/articles/form-page", form: "newsletter-article", language: "en" },
      { path: "/pt/articles/pagina-do-formulario", form: "newsletter-article", language: "pt" },
      { path: "/privacy", form: "newsletter-footer", language: "en" },
      { path: "/pt/articles", form: "newsletter-footer", language: "pt" },
    ] as const;
    for (const [i, { path: pathname, form, language }] of pages.entries()) {
      const t = NEWSLETTER_TEXT[language];
      const wrong = await post(pathname, { "newsletter-form": form, email: "not an address", language });
      expect(wrong.status, pathname).toBe(400);
      const wrongHtml = await wrong.text();
      // The page itself, in its language, with the message under the field and what was typed.
      expect(wrongHtml, pathname).toContain(`<html lang="${language === "pt" ? "pt-BR" : "en"}"`);
      expect(wrongHtml, pathname).toContain(t.invalidEmail);
      expect(wrongHtml, pathname).toMatch(new RegExp(`id="${form}-email"[^>]*value="not an address"`));
      const email = `page-${i}@example.org`;
      const taken = await post(pathname, { "newsletter-form": form, email, language, source: pathname });
      expect(taken.status, pathname).toBe(200);
      expect(await taken.text(), pathname).toContain(t.accepted);
      const confirmation = await waitFor(() => mail.to(email)[0], `the confirmation to ${email}`, 20_000);
      expect(confirmation.subject).toBe(t.confirmSubject);
    }
    // The same answer for an address already pending; the honeypot answers the same and keeps nothing.
    const again = await post("/talks", { "newsletter-form": "newsletter-footer", email: "page-2@example.org", language: "en" });
    expect([again.status, (await again.text()).includes(NEWSLETTER_TEXT.en.accepted)]).toEqual([200, true]);
    const bot = await post("/talks", { "newsletter-form": "newsletter-footer", email: "bot@example.org", language: "en", website: "https://spam.example" });
    expect([bot.status, (await bot.text()).includes(NEWSLETTER_TEXT.en.accepted)]).toEqual([200, true]);
    expect(await statusOf(baseUrl, token, "bot@example.org")).toBeUndefined();
    // A body that is not the newsletter's form.
    const other = await post("/talks", { email: "x@example.org" });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain(NEWSLETTER_TEXT.en.notAForm);
    // Per IP, the pages and the API share one throttle: 9 taken above, the 10th is the last.
    expect((await post("/pt/talks", { "newsletter-form": "newsletter-footer", email: "tenth@example.org", language: "pt" })).status).toBe(200);
    const over = await post("/pt/talks", { "newsletter-form": "newsletter-footer", email: "eleventh@example.org", language: "pt" });
    expect(over.status).toBe(429);
    const overHtml = await over.text();
    expect(overHtml).toContain(NEWSLETTER_TEXT.pt.tooMany);
    expect(overHtml).toContain('value="eleventh@example.org"');
    expect((await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "api@example.org", language: "en" } })).status).toBe(429);
  });

  it("answers a confirm or unsubscribe link that is unknown or used with a 404 page that says so, in the page's language", { timeout: 90_000 }, async () => {
    const { baseUrl, mail } = await start();
    for (const language of ["en", "pt"] as const) {
      const t = NEWSLETTER_TEXT[language];
      const prefix = language === "pt" ? "/pt" : "";
      for (const pathname of ["/newsletter/confirm?token=unknown", "/newsletter/confirm", "/newsletter/unsubscribe?token=unknown"]) {
        const res = await fetch(`${baseUrl}${prefix}${pathname}`);
        expect(res.status, pathname).toBe(404);
        const html = await res.text();
        expect(html, pathname).toContain(`<title>${t.invalidLinkTitle}</title>`);
        expect(html, pathname).toContain(t.invalidLink);
        expect(html, pathname).not.toContain(`>${t.confirmButton}</button>`);
      }
    }
    // A confirmation link once used: the same page.
    expect((await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "used@example.org", language: "en" } })).status).toBe(202);
    const confirmation = await waitFor(() => mail.to("used@example.org")[0], "the confirmation");
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)![0];
    expect((await fetch(link)).status).toBe(200);
    expect((await fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" })).status).toBe(200);
    const used = await fetch(link);
    expect(used.status).toBe(404);
    expect(await used.text()).toContain(NEWSLETTER_TEXT.en.invalidLink);
  });

  it("NEWSLETTER=off: no forms on the pages and the API answers 404", { timeout: 60_000 }, async () => {
    const { baseUrl } = await start({ NEWSLETTER: "off" });
    const page = await (await fetch(`${baseUrl}/talks`)).text();
    expect(page).not.toContain("newsletter-form");
    expect((await api(baseUrl, "POST", "/api/newsletter/subscribe", { body: { email: "a@example.org", language: "en" } })).status).toBe(404);
    expect((await fetch(`${baseUrl}/newsletter/unsubscribe?token=x`)).status).toBe(404);
  });
});
