import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ReceivedMail, startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { icsComponents, icsEvents, icsText } from "#tests/setup/ics.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import { type SecurityServer, startSecurityServer } from "./security-server.ts";

/**
 * The cases of issue 22 (an outside security review) replayed as written against the built server, on
 * both engines: Reply-To hijack and the acknowledgement relay through a real SMTP server, CSV formulas,
 * calendar-file line injection, the home form's body limit, image fields and llms.txt. Each got the
 * unsafe answer before its fix.
 */

const OWNER = "owner@example.com";
const FORMULA = /^[=+\-@\t\r]/;

let ipSequence = 0;
/** A proxied client address per call, so that the contact form's per-IP limit does not get in the way. */
function nextIp(): string {
  ipSequence += 1;
  return `10.22.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

describe.each(ENGINES)("issue 22, replayed on the built server (%s)", (engine) => {
  let server: SecurityServer;
  let mail: TestMailServer;

  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startSecurityServer(engine, { SMTP_URL: mail.url, MAIL_FROM: "Caio's site <site@example.com>", OWNER_EMAIL: OWNER, OUTBOX_POLL_MS: "50" });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  async function sendMessage(body: Record<string, unknown>): Promise<void> {
    const res = await server.json("POST", "/api/messages", { kind: "contact", message: "Hello.", language: "en", ...body }, { headers: { "x-forwarded-for": nextIp() } });
    expect(res.status, res.text).toBe(201);
  }

  function ownerMailAbout(email: string): Promise<ReceivedMail> {
    return waitFor(() => mail.to(OWNER).find((m) => m.text.includes(`E-mail: ${email}`)), `the owner's notification about ${email}`);
  }

  function replyToOf(received: ReceivedMail): string[] {
    const header = received.headers.get("reply-to") as { value: { address: string }[] } | undefined;
    return (header?.value ?? []).map((entry) => entry.address);
  }

  it("finding 1: the owner's Reply-To is the sender's address whatever the name holds", async () => {
    const tag = crypto.randomBytes(3).toString("hex");
    for (const [name, email] of [
      ["Alice attacker@evil.test (", `ceo-${tag}@bigcorp.test`],
      ["Bob Smith, third-party@victim.test, ", `bob-${tag}@example.com`],
    ] as const) {
      await sendMessage({ name, email });
      const owner = await ownerMailAbout(email);
      expect(replyToOf(owner), name).toEqual([email]);
      expect(owner.envelopeTo).toEqual([OWNER]);
    }
  });

  it("finding 2: one acknowledgement per mailbox however the address is spelt, quoting nothing the sender wrote", async () => {
    const user = `victim${crypto.randomBytes(3).toString("hex")}`;
    const spellings = [`${user}@gmail.com`, `${user}+1@gmail.com`, `${user.toUpperCase()}+2@gmail.com`, `v.${user.slice(1)}@gmail.com`];
    const spam = "Buy cheap watches at spam.example, reply today";
    for (const email of spellings) await sendMessage({ name: "Spam Bot https://spam.example", email, message: spam });
    for (const email of spellings) await ownerMailAbout(email);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const acks = mail.received.filter((m) => m.envelopeTo.some((to) => spellings.includes(to)));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.text).not.toContain("watches");
    expect(acks[0]!.text).not.toContain("spam.example");
    expect(acks[0]!.text.split("\n")[0]).toBe("Hello Spam Bot,");
  });

  it("finding 4: the inbox CSV has no piece that starts a formula, split on , or ;", async () => {
    const tag = crypto.randomBytes(3).toString("hex");
    for (const name of ["Joe;=cmd|' /C calc'!A0", "x;-2+3;@SUM(A1:A9)"]) await sendMessage({ name, email: `csv-${tag}@example.com`, message: `csv ${tag}` });
    const res = await server.request("GET", `/api/messages/export.csv?q=${tag}`, { token: server.token });
    expect(res.status).toBe(200);
    const rows = res.text.split("\r\n").filter((line) => line.includes(tag));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const piece of row.split(/[,;]/)) expect(piece.replace(/^[" ]*/, ""), row).not.toMatch(FORMULA);
    }
    expect(res.text).toContain(`"Joe;'=cmd|' /C calc'!A0"`);
    expect(res.text).toContain(`"x;'-2+3;'@SUM(A1:A9)"`);
  });

  it("finding 5: a lone CR in admin-entered fields adds no property or component to the talk's or the invitation's calendar file", async () => {
    const talk = await server.json(
      "POST",
      "/api/talks",
      { eventName: "Conf\rBEGIN:VALARM\rACTION:AUDIO", title: "Talk: Conf\rBEGIN:VALARM", date: "2031-05-20", city: "Recife\rX-EVIL:1", country: "BR", language: "en", eventUrl: null, slidesUrl: null, videoUrl: null },
      { token: server.token },
    );
    expect(talk.status, talk.text).toBe(201);
    const { id } = talk.json as { id: number };
    for (const path of [`/talks/${id}/calendar.ics`, `/pt/talks/${id}/calendar.ics`]) {
      const res = await server.request("GET", path);
      expect(res.status, path).toBe(200);
      expect(icsComponents(res.text)).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
      const [event, ...others] = icsEvents(res.text);
      expect(others).toEqual([]);
      expect(icsText(event!.summary)).toBe("Talk: Conf\nBEGIN:VALARM (Conf\nBEGIN:VALARM\nACTION:AUDIO)");
      expect(res.text).not.toMatch(/\r(?!\n)/);
    }

    const tag = crypto.randomBytes(3).toString("hex");
    await sendMessage({ kind: "speaking", name: "Organiser", email: `ics-${tag}@example.com`, eventDetails: "Keynote.", eventName: "Conf\rBEGIN:VALARM", eventDate: "2031-06-01" });
    const list = await server.request("GET", `/api/messages?q=ics-${tag}`, { token: server.token });
    const [message] = list.json as { id: number }[];
    expect((await server.json("PATCH", `/api/messages/${message!.id}`, { status: "accepted" }, { token: server.token })).status).toBe(200);
    const invitation = await server.request("GET", `/api/messages/${message!.id}/invitation.ics`, { token: server.token });
    expect(invitation.status).toBe(200);
    expect(icsComponents(invitation.text)).toEqual(["BEGIN:VCALENDAR", "BEGIN:VEVENT", "END:VEVENT", "END:VCALENDAR"]);
    expect(icsText(icsEvents(invitation.text)[0]!.summary)).toBe("Talk: Conf\nBEGIN:VALARM");
  });

  it("finding 7: the home form refuses a body over 1 MB with 413 from Content-Length, and echoes no more of a field than it holds", async () => {
    for (const [path, text] of [
      ["/?index", "The form was too large to send"],
      ["/pt?index", "O formulário ficou grande demais"],
    ] as const) {
      const big = new URLSearchParams({ kind: "contact", name: "Big", email: "big@example.com", message: "x".repeat(1024 * 1024 + 1) }).toString();
      const res = await server.request("POST", path, { body: big, headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() } });
      expect(res.status, path).toBe(413);
      expect(res.text).toContain(text);
      expect(res.text.length).toBeLessThan(400_000);
      expect(res.text).not.toContain("x".repeat(1000));
      // The JSON API: the same limit.
      const api = await server.request("POST", "/api/messages", { body: JSON.stringify({ message: "x".repeat(1024 * 1024 + 1) }), headers: { "content-type": "application/json" } });
      expect(api.status).toBe(413);
    }
    // Under the limit but over the fields' limits: a 400 page with at most each field's maximum echoed.
    const long = new URLSearchParams({ kind: "contact", name: "n".repeat(300_000), email: "e".repeat(300_000), message: "m".repeat(300_000) }).toString();
    const res = await server.request("POST", "/?index", { body: long, headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() } });
    expect(res.status).toBe(400);
    expect(res.text).toContain("n".repeat(200));
    expect(res.text).not.toContain("n".repeat(201));
    expect(res.text).not.toContain("e".repeat(255));
    expect(res.text).not.toContain("m".repeat(5001));
  });

  it("finding 10: an image field that is no image of the site, such as /api/auth/logout, gets a clear 400", async () => {
    const current = await server.request("GET", "/api/site-content/en", { token: server.token });
    const content = (current.json as { content: Record<string, any> }).content;
    content.hero.image.src = "/api/auth/logout";
    const res = await server.json("PUT", "/api/site-content/en", content, { token: server.token });
    expect(res.status).toBe(400);
    expect((res.json as { issues: unknown[] }).issues).toEqual([{ path: "hero.image.src", message: expect.stringMatching(/^Upload an image, or give the path of an image this site has/) }]);
    expect((await server.request("GET", "/")).text).not.toContain("/api/auth/logout");
  });

  it("finding 12: llms.txt shows site-content text as text, not as Markdown links or HTML", async () => {
    const current = await server.request("GET", "/api/site-content/en", { token: server.token });
    const content = (current.json as { content: Record<string, any> }).content;
    content.name = "Eve](https://evil.test) <img src=x>";
    const saved = await server.json("PUT", "/api/site-content/en", content, { token: server.token });
    expect(saved.status, saved.text).toBe(200);
    const res = await server.request("GET", "/llms.txt");
    expect(res.text.split("\n")[0]).toBe("# Eve\\](https\\://evil.test) \\<img src=x\\>");
  });
});
