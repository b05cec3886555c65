import { describe, expect, it } from "vitest";
import type { EmailPayload, WebhookPayload } from "#app/modules/notifications/outbox.service.server.ts";
import type { Message } from "./message.ts";
import { renderAcknowledgement, renderOwnerNotification, renderWebhookCall } from "./message-notifications.server.ts";

const MESSAGE: Message = {
  id: 7,
  kind: "speaking",
  name: "Eve <https://evil.test|Open> [x](https://evil.test) @everyone *bold*\r\nBcc: x@evil.test",
  email: "eve@example.org",
  eventDetails: "Details https://spam.example",
  message: "Spam text https://spam.example",
  language: "pt",
  status: "new",
  read: false,
  readAt: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  eventName: "Summit @here <!channel>",
  eventDate: "2027-03-12",
  eventCity: null,
  eventCountry: null,
  eventFormat: null,
  audienceSize: null,
  talkLanguage: null,
  budget: "Spam budget",
  decisionDeadline: null,
  sourcePage: null,
  landingReferrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

const NOTIFIER = {
  siteUrl: "https://caio.example",
  email: { ownerEmail: "owner@example.com", from: "site@example.com" },
  webhook: { host: "hooks.example" },
  retryWindowMs: 1000,
  wake: () => {},
};

describe("what a message sends (issue 22)", () => {
  it("gives the owner's e-mail the sender as an address object and a one-line subject", () => {
    const payload = renderOwnerNotification(MESSAGE, NOTIFIER).payload as EmailPayload;
    expect(payload.replyTo).toEqual({ name: "Eve <https://evil.test|Open> [x](https://evil.test) @everyone *bold* Bcc: x@evil.test", address: "eve@example.org" });
    expect(payload.subject).not.toMatch(/[\r\n]/);
  });

  it("quotes nothing of the sender in the acknowledgement, in the form's language", () => {
    const payload = renderAcknowledgement(MESSAGE, NOTIFIER, "Caio").payload as EmailPayload;
    expect(payload.subject).toBe("Recebemos seu convite para palestra");
    expect(payload.text.split("\n")[0]).toBe("Olá, Eve,");
    for (const visitorText of ["spam.example", "Spam", "Summit", "evil.test"]) {
      expect(payload.text).not.toContain(visitorText);
      expect(payload.html).not.toContain(visitorText);
    }
    expect(payload.replyTo).toEqual({ name: "", address: "owner@example.com" });
  });

  it("keeps chat links, mentions and formatting out of the webhook's one-line text; the JSON keeps the message as sent", () => {
    const body = JSON.parse((renderWebhookCall(MESSAGE, NOTIFIER).payload as WebhookPayload).body) as { text: string; content: string; message: Message };
    for (const line of [body.text, body.content]) {
      expect(line).not.toMatch(/[<>[\]*@\r\n]/);
      expect(line.startsWith("New speaking invitation from Eve ")).toBe(true);
    }
    expect(body.message.name).toBe(MESSAGE.name);
  });
});
