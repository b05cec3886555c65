import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NotificationConfig } from "#app/lib/env.server.ts";
import { createNotifications, type Notifications } from "#app/modules/notifications/notifier.server.ts";
import { claimDueNotifications } from "#app/modules/notifications/outbox.service.server.ts";
import { ENGINES } from "#tests/setup/test-db.ts";
import {
  type ReceivedMail,
  SMTP_USER,
  startTestMailServer,
  startWebhookReceiver,
  type TestMailServer,
  waitFor,
} from "#tests/setup/mail-server.ts";
import { SITE_URL, startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const OWNER = "owner@example.com";
const FROM = "Caio's site <site@example.com>";
const WEBHOOK_SECRET = "a-webhook-secret-of-some-length";
const FAST_OUTBOX = { pollIntervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 400, leaseMs: 60_000, retryWindowMs: 60 * 60 * 1000 };

function notificationConfig(mail: TestMailServer, webhookUrl?: string): NotificationConfig {
  return {
    email: { smtpUrl: mail.url, from: FROM, ownerEmail: OWNER },
    webhook: webhookUrl ? { url: webhookUrl, secret: WEBHOOK_SECRET } : null,
    outbox: FAST_OUTBOX,
  };
}

let sequence = 0;
function visitor(prefix = "visitor") {
  sequence += 1;
  const id = `${prefix}${sequence}-${crypto.randomBytes(3).toString("hex")}`;
  return { name: `Person ${id}`, email: `${id}@example.org` };
}

function invitation(overrides: Record<string, unknown> = {}) {
  return {
    kind: "speaking",
    ...visitor("organiser"),
    eventDetails: "Annual leadership summit, opening keynote on AI strategy.",
    message: "We would love you to open the summit. <b>Bold</b> & friendly.",
    language: "en",
    ...overrides,
  };
}

async function ownerMailFor(mail: TestMailServer, email: string): Promise<ReceivedMail> {
  return waitFor(() => mail.to(OWNER).find((m) => m.replyTo.includes(email)), `the owner's notification about ${email}`);
}

async function messageIdOf(server: TestServer, email: string): Promise<number> {
  const row = await server.database.db.selectFrom("messages").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return row.id;
}

async function outboxRows(server: TestServer, messageId: number) {
  return server.database.db.selectFrom("outbox").selectAll().where("message_id", "=", messageId).orderBy("id").execute();
}

describe.each(ENGINES)("e-mail notifications through real SMTP (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;
  let adminToken: string;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const log: string[] = [];

  beforeAll(async () => {
    mail = await startTestMailServer();
    webhook = await startWebhookReceiver();
    server = await startTestServer(engine, { notifications: notificationConfig(mail, webhook.url), log: (line) => log.push(line) });
    adminToken = (await server.signInAdmin()).token;
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
    await webhook?.close();
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom("throttles").execute();
    mail.accept();
  });

  async function send(body: Record<string, unknown>): Promise<number> {
    const res = await server.request("POST", "/api/messages", { body });
    expect(res.status, res.text).toBe(201);
    return messageIdOf(server, String(body.email));
  }

  it("sends the owner every field of a Portuguese invitation, with Reply-To the sender and a link to the admin, and the sender a Portuguese acknowledgement", async () => {
    const body = invitation({
      language: "pt",
      eventName: "Cúpula de IA do Nordeste",
      eventDate: "2027-03-12",
      eventCity: "São Paulo",
      eventCountry: "Brasil",
      eventFormat: "hybrid",
      audienceSize: "1.200",
      talkLanguage: "pt",
      budget: "BRL 20-30 mil",
      decisionDeadline: "2027-01-15",
      sourcePage: "/pt/articles/the-rise-of-multimodal-ai-models-2025",
      landingReferrer: "https://www.linkedin.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "march",
    });
    const id = await send(body);

    const owner = await ownerMailFor(mail, body.email);
    expect(owner.envelopeTo).toEqual([OWNER]);
    expect(owner.envelopeFrom).toBe("site@example.com");
    expect(owner.from).toBe(`"Caio's site" <site@example.com>`);
    expect(owner.replyTo).toBe(`"${body.name}" <${body.email}>`);
    expect(owner.subject).toBe(`New speaking invitation from ${body.name}: Cúpula de IA do Nordeste (2027-03-12)`);
    expect(owner.messageId).toMatch(new RegExp(`^message-${id}-\\d+\\.owner@localhost$`));
    expect(owner.user).toBe(SMTP_USER);
    expect(owner.secure).toBe(true); // STARTTLS was offered and used
    for (const value of [
      body.name,
      body.email,
      "Cúpula de IA do Nordeste",
      "Date: 2027-03-12",
      "City and country: São Paulo, Brasil",
      "Format: Hybrid",
      "Expected audience: 1,200 people",
      "Talk language: Portuguese",
      "Fee or budget: BRL 20-30 mil",
      "Decision needed by: 2027-01-15",
      body.eventDetails,
      body.message,
      "through the Portuguese form",
      "Came from: page /pt/articles/the-rise-of-multimodal-ai-models-2025 · referrer https://www.linkedin.com/ · utm_source=newsletter · utm_medium=email · utm_campaign=march",
      `${SITE_URL}/admin?tab=inbox&message=${id}`,
    ]) {
      expect(owner.text).toContain(value);
    }
    expect(owner.html).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; friendly.");
    expect(owner.html).not.toContain("<b>Bold</b>");
    expect(owner.html).toContain(`href="${SITE_URL}/admin?tab=inbox&amp;message=${id}"`);

    const ack = await waitFor(() => mail.to(body.email)[0], "the acknowledgement");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.to(body.email)).toHaveLength(1);
    expect(ack.subject).toBe("Recebemos seu convite para palestra");
    expect(ack.replyTo).toBe(OWNER);
    expect(ack.headers.get("auto-submitted")).toBe("auto-generated");
    expect(ack.messageId).toMatch(new RegExp(`^message-${id}-\\d+\\.acknowledgement@localhost$`));
    // The greeting keeps plain words of the name only ("organiser1-3fa2b1" has digits).
    expect(ack.text).toContain("Olá, Person,");
    expect(ack.text).toContain("Você receberá uma resposta em até 48 horas.");
    // Never what the sender wrote (issue 22): whoever types someone else's address cannot make the owner's mail carry their text.
    for (const visitorText of [body.message, body.eventDetails, "Cúpula de IA do Nordeste", "BRL 20-30 mil", "São Paulo", "utm_source"]) {
      expect(ack.text).not.toContain(visitorText);
      expect(ack.html).not.toContain(visitorText);
    }

    const listed = await waitFor(async () => {
      const res = await server.request("GET", `/api/messages?q=${encodeURIComponent(body.name)}`, { token: adminToken });
      const message = res.body[0];
      return message?.notifications.filter((n: { status: string }) => n.status === "sent").length === 3 && message;
    }, "three sent notifications in the inbox");
    expect(listed.notifications.map((n: { purpose: string }) => n.purpose).sort()).toEqual(["acknowledgement", "owner", "webhook"]);
    expect(listed.notifications.find((n: { purpose: string }) => n.purpose === "owner")).toMatchObject({
      channel: "email",
      recipient: OWNER,
      status: "sent",
      attempts: 1,
      lastError: null,
      sentAt: expect.any(String),
    });
  });

  it("writes the owner's notification in her admin language (issue 26), the acknowledgement still in the form's", async () => {
    const setLanguage = async (language: "en" | "pt") =>
      expect((await server.request("PATCH", "/api/auth/me", { token: adminToken, body: { language } })).status).toBe(200);
    await setLanguage("pt");
    try {
      const body = invitation({ language: "en", eventName: "Boston AI Week", eventDate: "2027-04-02", eventFormat: "hybrid", audienceSize: "1.200" });
      const id = await send(body);
      const owner = await ownerMailFor(mail, body.email);
      expect(owner.subject).toBe(`Novo convite para palestra de ${body.name}: Boston AI Week (2027-04-02)`);
      for (const value of [
        "pelo formulário em inglês",
        "Evento: Boston AI Week",
        "Formato: Híbrido",
        "Público esperado: 1.200 pessoas",
        "Mensagem:",
        `Abrir na área administrativa: ${SITE_URL}/admin?tab=inbox&message=${id}`,
        `Responda a este e-mail para falar diretamente com ${body.name}.`,
      ]) {
        expect(owner.text).toContain(value);
      }
      expect(owner.html).toContain('<html lang="pt">');
      expect(owner.text).not.toContain("Open it in the admin");
      const ack = await waitFor(() => mail.to(body.email)[0], "the acknowledgement");
      expect(ack.subject).toBe("We received your speaking invitation");
    } finally {
      await setLanguage("en");
    }
    const english = { kind: "contact", ...visitor(), name: "Back In English", message: "A plain question.", language: "pt" };
    await send(english);
    const back = await ownerMailFor(mail, english.email);
    expect(back.subject).toBe(`New message from ${english.name}`);
    expect(back.text).toContain("through the Portuguese form");
  });

  it("acknowledges an English contact message in English, promising a reply within 24-48 hours", async () => {
    const body = { kind: "contact", ...visitor(), name: "Ana Maria Souza", message: "Could we talk about a board seat?", language: "en" };
    await send(body);
    const owner = await ownerMailFor(mail, body.email);
    expect(owner.subject).toBe(`New message from ${body.name}`);
    expect(owner.text).toContain("through the English form");
    const ack = await waitFor(() => mail.to(body.email)[0], "the acknowledgement");
    expect(ack.subject).toBe("We received your message");
    expect(ack.text).toContain(`Hello ${body.name},`);
    expect(ack.text).toContain("You will receive a reply within 24-48 hours.");
    expect(ack.text).not.toContain(body.message);
  });

  it("retries while the SMTP server refuses, with backoff and every attempt recorded, then delivers once when it recovers", async () => {
    mail.refuse(451, "4.3.0 Try again later");
    const body = invitation();
    const id = await send(body);
    const refused = await waitFor(async () => {
      const [owner] = (await outboxRows(server, id)).filter((row) => row.purpose === "owner");
      return owner && Number(owner.attempts) >= 3 && owner;
    }, "three refused attempts");
    expect(refused.status).toMatch(/pending|sending/);
    expect(refused.last_error).toContain("451");

    const inbox = await server.request("GET", `/api/messages/${id}`, { token: adminToken });
    const shown = inbox.body.notifications.find((n: { purpose: string }) => n.purpose === "owner");
    expect(shown.lastError).toContain("Try again later");
    expect(shown.attempts).toBeGreaterThanOrEqual(3);

    mail.accept();
    const delivered = await ownerMailFor(mail, body.email);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mail.received.filter((m) => m.messageId === delivered.messageId)).toHaveLength(1);
    const [owner] = (await outboxRows(server, id)).filter((row) => row.purpose === "owner");
    expect(owner).toMatchObject({ status: "sent", last_error: null });
    const attempts = await server.database.db.selectFrom("outbox_attempts").selectAll().where("outbox_id", "=", owner!.id).orderBy("id").execute();
    expect(attempts.length).toBe(Number(owner!.attempts));
    expect(attempts.at(-1)).toMatchObject({ outcome: "sent", error: null });
    expect(attempts.slice(0, -1).every((a) => a.outcome === "retry" && a.error?.includes("451"))).toBe(true);
    // Backoff: an attempt never comes before its time, base × 2^(n-1) − 20 % after the previous one.
    const times = attempts.map((a) => Date.parse(a.attempted_at));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(FAST_OUTBOX.backoffBaseMs * 0.8);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(FAST_OUTBOX.backoffBaseMs * 2 * 0.8);
  });

  it("delivers after an SMTP server that was down (port closed) comes back", async () => {
    await mail.down();
    const body = invitation();
    const id = await send(body);
    await waitFor(async () => {
      const [owner] = (await outboxRows(server, id)).filter((row) => row.purpose === "owner");
      return owner && Number(owner.attempts) >= 2 && /ECONNREFUSED|connect/i.test(owner.last_error ?? "");
    }, "failed connection attempts");
    await mail.up();
    await ownerMailFor(mail, body.email);
    await waitFor(async () => (await outboxRows(server, id)).every((row) => row.status === "sent"), "all sent");
  });

  it("sends at most one acknowledgement per address per hour, and none when switched off in Settings", async () => {
    const first = invitation();
    await send(first);
    await send({ ...first, email: first.email.toUpperCase(), kind: "contact", eventDetails: undefined });
    await waitFor(() => mail.to(OWNER).filter((m) => m.replyTo.toLowerCase().includes(first.email)).length === 2, "both owner notifications");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.received.filter((m) => m.envelopeTo.some((to) => to.toLowerCase() === first.email))).toHaveLength(1);

    const settings = await server.request("GET", "/api/notifications/settings", { token: adminToken });
    expect(settings.body).toEqual({
      email: { enabled: true, ownerEmail: OWNER, from: FROM },
      webhook: { enabled: true, host: new URL(webhook.url).host },
      acknowledgements: true,
    });
    const off = await server.request("PUT", "/api/notifications/settings", { token: adminToken, body: { acknowledgements: false } });
    expect(off.status).toBe(200);
    expect(off.body.acknowledgements).toBe(false);
    const quiet = invitation();
    await send(quiet);
    await ownerMailFor(mail, quiet.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(quiet.email)).toHaveLength(0);
    const bad = await server.request("PUT", "/api/notifications/settings", { token: adminToken, body: { acknowledgements: "no" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("acknowledgements must be true or false");
    expect((await server.request("PUT", "/api/notifications/settings", { body: { acknowledgements: true } })).status).toBe(401);
    await server.request("PUT", "/api/notifications/settings", { token: adminToken, body: { acknowledgements: true } });
  });

  it("fails an acknowledgement the SMTP server rejects at once, still notifies the owner, and resends on request", async () => {
    const body = invitation();
    mail.rejectRecipient(body.email);
    const id = await send(body);
    const first = await ownerMailFor(mail, body.email);
    const failed = await waitFor(async () => (await outboxRows(server, id)).find((row) => row.purpose === "acknowledgement" && row.status === "failed"), "a failed acknowledgement");
    expect(Number(failed.attempts)).toBe(1);
    expect(failed.last_error).toContain("550");

    const resent = await server.request("POST", `/api/messages/${id}/resend`, { token: adminToken, body: { notification: "owner" } });
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ purpose: "owner", status: "pending" });
    const second = await waitFor(() => mail.to(OWNER).find((m) => m.replyTo.includes(body.email) && m.messageId !== first.messageId), "the resent notification");
    expect(second.messageId).toMatch(/\.owner\.2@localhost$/);

    mail.accept();
    const again = await server.request("POST", `/api/messages/${id}/resend`, { token: adminToken, body: { notification: "acknowledgement" } });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ id: failed.id, status: "pending" });
    const ack = await waitFor(() => mail.to(body.email)[0], "the resent acknowledgement");
    expect(ack.messageId).toBe(failed.dedupe_key + "@localhost");

    const refused = await server.request("POST", `/api/messages/${id}/resend`, { token: adminToken, body: { notification: "sms" } });
    expect(refused.status).toBe(400);
    expect((await server.request("POST", `/api/messages/999999/resend`, { token: adminToken, body: { notification: "owner" } })).status).toBe(404);
    expect((await server.request("POST", `/api/messages/${id}/resend`, { body: { notification: "owner" } })).status).toBe(401);
  });

  it("posts a JSON webhook per message, signed with HMAC-SHA256 of the body, retried after a failure", async () => {
    webhook.failNext(1);
    const body = invitation({ eventName: "Webhook Summit", utmSource: "chat" });
    const id = await send(body);
    const call = await waitFor(() => webhook.calls.find((c) => c.body.includes(body.email)), "the webhook call");
    const expected = `sha256=${crypto.createHmac("sha256", WEBHOOK_SECRET).update(call.body).digest("hex")}`;
    expect(call.headers["x-signature-256"]).toBe(expected);
    expect(call.headers["content-type"]).toBe("application/json");
    expect(call.headers["x-webhook-event"]).toBe("message.received");
    const json = JSON.parse(call.body);
    expect(call.headers["x-webhook-id"]).toBe(json.id);
    expect(json).toMatchObject({
      event: "message.received",
      adminUrl: `${SITE_URL}/admin?tab=inbox&message=${id}`,
      message: { id, kind: "speaking", name: body.name, email: body.email, eventName: "Webhook Summit", utmSource: "chat" },
    });
    expect(json.text).toContain(`New speaking invitation from ${body.name}: Webhook Summit`);
    const [row] = (await outboxRows(server, id)).filter((r) => r.purpose === "webhook");
    await waitFor(async () => (await outboxRows(server, id)).find((r) => r.purpose === "webhook" && r.status === "sent"), "webhook sent");
    expect(Number((await outboxRows(server, id)).find((r) => r.id === row!.id)!.attempts)).toBe(2);
    // A tampered body does not verify.
    expect(crypto.createHmac("sha256", WEBHOOK_SECRET).update(call.body + " ").digest("hex")).not.toBe(expected.slice(7));
  });

  it("takes over an item whose worker died holding the lease, once the lease has run out", async () => {
    await server.notifications!.worker.stop();
    const body = invitation();
    const id = await send(body);
    const ghost = await claimDueNotifications(server.database.db, { worker: "ghost", leaseMs: 300, limit: 10 });
    expect(ghost.map((item) => item.messageId)).toContain(id);
    server.notifications!.worker.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(mail.to(OWNER).filter((m) => m.replyTo.includes(body.email))).toHaveLength(0);
    await ownerMailFor(mail, body.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(OWNER).filter((m) => m.replyTo.includes(body.email))).toHaveLength(1);
  });
});

describe.each(ENGINES)("what a visitor types cannot steer the site's e-mail (issue 22) (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;

  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startTestServer(engine, { notifications: notificationConfig(mail) });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await server.database.db.deleteFrom("throttles").execute();
  });

  /** Sends one message (lifting the per-IP limit first, so that one test may send many) and returns its id. */
  async function send(body: Record<string, unknown>): Promise<number> {
    await server.database.db.deleteFrom("throttles").where("key", "like", "message:ip:%").execute();
    const res = await server.request("POST", "/api/messages", { body });
    expect(res.status, res.text).toBe(201);
    return messageIdOf(server, String(body.email));
  }

  function ownerMailOf(id: number): Promise<ReceivedMail> {
    return waitFor(() => mail.to(OWNER).find((m) => m.headers.get("x-site-message-id") === String(id)), `the owner's notification of message ${id}`);
  }

  function replyToAddresses(received: ReceivedMail): { name: string; address: string }[] {
    const header = received.headers.get("reply-to") as { value: { name: string; address: string }[] } | undefined;
    return header?.value ?? [];
  }

  const acknowledgements = () => mail.received.filter((m) => m.messageId.includes(".acknowledgement"));

  it("passes the sender's address as Reply-To however the name is written: commas, parentheses and addresses in it stay part of the name", async () => {
    const tag = crypto.randomBytes(3).toString("hex");
    const cases = [
      { name: "Alice attacker@evil.test (", email: `ceo-${tag}@bigcorp.test` },
      { name: "Bob Smith, third-party@victim.test, ", email: `bob-${tag}@example.com` },
      { name: 'Carol "x" <attacker@evil.test>; dave@evil.test', email: `carol-${tag}@example.com` },
    ];
    for (const sender of cases) {
      const id = await send({ kind: "contact", ...sender, message: "Please reply.", language: "en" });
      const owner = await ownerMailOf(id);
      expect(owner.envelopeTo).toEqual([OWNER]);
      const replyTo = replyToAddresses(owner);
      expect(replyTo.map((entry) => entry.address), sender.name).toEqual([sender.email]);
      expect(replyTo[0]?.name).toBe(sender.name.trim());
    }
  });

  it("keeps line breaks in the name out of the headers: one Subject, no added header or recipient", async () => {
    const tag = crypto.randomBytes(3).toString("hex");
    const body = { kind: "contact", name: "Eve\r\nBcc: victim@evil.test\rX-Injected: 1\nSubject: hi", email: `eve-${tag}@example.com`, message: "Hi.", language: "en" };
    const id = await send(body);
    const owner = await ownerMailOf(id);
    expect(owner.envelopeTo).toEqual([OWNER]);
    expect(owner.headers.has("bcc")).toBe(false);
    expect(owner.headers.has("x-injected")).toBe(false);
    expect(owner.subject).toBe("New message from Eve Bcc: victim@evil.test X-Injected: 1 Subject: hi");
    expect(replyToAddresses(owner).map((entry) => entry.address)).toEqual([body.email]);
  });

  it("acknowledges a mailbox once an hour however its address is spelt (case, +tags, Gmail dots), quoting nothing and no address-like name", async () => {
    const user = `victim${crypto.randomBytes(3).toString("hex")}`;
    const spellings = [`${user}@gmail.com`, `${user}+1@gmail.com`, `${user.toUpperCase()}+2@GMAIL.com`, `${user.slice(0, 1)}.${user.slice(1)}@googlemail.com`];
    const spam = "Cheap watches at https://spam.example/buy — reply now!";
    const ids: number[] = [];
    for (const email of spellings) {
      ids.push(await send({ kind: "contact", name: "Win big at https://spam.example/win or mail sales@spam.example", email, message: spam, language: "en" }));
    }
    for (const id of ids) await ownerMailOf(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const acks = acknowledgements().filter((m) => m.envelopeTo.some((to) => spellings.includes(to)));
    expect(acks).toHaveLength(1);
    const [ack] = acks;
    expect(ack!.text.split("\n")[0]).toBe("Hello Win big at,");
    for (const text of [ack!.text, ack!.html, ack!.subject]) {
      expect(text).not.toContain("spam.example");
      expect(text).not.toContain("Cheap watches");
    }
  });

  it("acknowledges at most ten addresses of one domain and thirty in all per hour; the owner is still told of every message", async () => {
    const tag = crypto.randomBytes(3).toString("hex");
    const sameDomain = Array.from({ length: 11 }, (_, i) => `person${i}@one-${tag}.test`);
    const otherDomains = Array.from({ length: 21 }, (_, i) => `person@d${i}-${tag}.test`);
    const ids: number[] = [];
    for (const email of [...sameDomain, ...otherDomains]) ids.push(await send({ kind: "contact", name: "Ana", email, message: "Hello.", language: "pt" }));
    for (const id of ids) await ownerMailOf(id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const acked = (emails: string[]) => emails.filter((email) => acknowledgements().some((m) => m.envelopeTo.includes(email)));
    expect(acked(sameDomain)).toEqual(sameDomain.slice(0, 10));
    expect(acked(otherDomains)).toEqual(otherDomains.slice(0, 20));
    const ack = acknowledgements().find((m) => m.envelopeTo.includes(sameDomain[0]!));
    expect(ack?.subject).toBe("Recebemos sua mensagem");
    expect(ack?.text.split("\n")[0]).toBe("Olá, Ana,");
  });
});

describe.each(ENGINES)("several workers on one database (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;
  const extra: Notifications[] = [];

  beforeAll(async () => {
    mail = await startTestMailServer();
    const config = notificationConfig(mail);
    server = await startTestServer(engine, { notifications: config });
    for (let i = 0; i < 2; i++) {
      const other = createNotifications(server.database.db, { ...config, outbox: { ...config.outbox, pollIntervalMs: 5 } }, SITE_URL, { log: () => {} });
      await other.start();
      extra.push(other);
    }
  });
  afterAll(async () => {
    await Promise.all(extra.map((n) => n.stop()));
    await server?.close();
    await mail?.close();
  });

  it("delivers each notification exactly once while three workers race for them", async () => {
    const senders = Array.from({ length: 24 }, () => visitor("race"));
    for (const [index, sender] of senders.entries()) {
      if (index % 5 === 0) await server.database.db.deleteFrom("throttles").execute();
      const res = await server.request("POST", "/api/messages", { body: { kind: "contact", ...sender, message: "Racing." } });
      expect(res.status).toBe(201);
    }
    await waitFor(() => mail.to(OWNER).length >= senders.length && mail.received.length >= senders.length * 2, "every notification", 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = mail.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mail.to(OWNER)).toHaveLength(senders.length);
    const rows = await server.database.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows.every((row) => row.status === "sent" && Number(row.attempts) === 1)).toBe(true);
  });
});

describe.each(ENGINES)("without SMTP_URL (%s)", (engine) => {
  let server: TestServer;
  afterEach(() => undefined);
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server?.close());

  it("stores messages as before, writes nothing to the outbox and tells the admin that notifications are off", async () => {
    const res = await server.request("POST", "/api/messages", { body: invitation() });
    expect(res.status).toBe(201);
    expect(await server.database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    const { token } = await server.signInAdmin();
    const settings = await server.request("GET", "/api/notifications/settings", { token });
    expect(settings.body).toEqual({ email: { enabled: false, ownerEmail: null, from: null }, webhook: { enabled: false, host: null }, acknowledgements: true });
    const [message] = (await server.request("GET", "/api/messages", { token })).body;
    expect(message.notifications).toEqual([]);
    const resend = await server.request("POST", `/api/messages/${message.id}/resend`, { token, body: { notification: "owner" } });
    expect(resend.status).toBe(409);
    expect(resend.body.message).toMatch(/E-mail notifications are off: set SMTP_URL/);
  });
});

describe.each(ENGINES)("deleting a message while its notification is being sent (%s)", (engine) => {
  let server: TestServer;
  let mail: TestMailServer;
  const log: string[] = [];
  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startTestServer(engine, { notifications: notificationConfig(mail), log: (line) => log.push(line) });
  });
  afterAll(async () => {
    await server?.close();
    await mail?.close();
  });

  it("drops its notifications and keeps the worker running", async () => {
    const { waiting } = mail.hold();
    const body = invitation();
    expect((await server.request("POST", "/api/messages", { body })).status).toBe(201);
    await waiting;
    const id = await messageIdOf(server, body.email);
    const { token } = await server.signInAdmin();
    expect((await server.request("DELETE", `/api/messages/${id}`, { token })).status).toBe(200);
    mail.release();
    await waitFor(() => mail.to(OWNER).length > 0, "the send that was under way");
    expect(await server.database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    const next = invitation();
    await server.request("POST", "/api/messages", { body: next });
    await ownerMailFor(mail, next.email);
    expect(log.filter((line) => line.includes("could not read the outbox"))).toEqual([]);
  });
});
