import { describe, expect, it } from "vitest";
import { readServerConfig } from "#app/lib/env.server.ts";
import { describePrivacyEnvironment } from "./privacy-environment.server.ts";
import type { PrivacyFacts } from "./privacy-facts.ts";
import { buildPrivacyNotice } from "./privacy-notice.ts";

/**
 * The notice's facts come from the server's validated configuration (readServerConfig), the one the
 * rest of the server runs on, never from process.env read a second way: each switch changes the text.
 */
const notice = (env: NodeJS.ProcessEnv, overrides: Partial<PrivacyFacts> = {}, language: "en" | "pt" = "en") =>
  buildPrivacyNotice(
    {
      controller: { name: "Ana Lima", email: "ana@example.com" },
      environment: describePrivacyEnvironment(readServerConfig(env)),
      retention: { messageMonths: 24, outboxDays: 30 },
      acknowledgements: true,
      ...overrides,
    },
    language,
  )
    .sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])
    .join("\n");

describe("the privacy notice follows the configuration", () => {
  const off = { ANALYTICS: "off", NEWSLETTER: "off" };

  it("names the SMTP host only when e-mail is on, and never its password", () => {
    expect(notice(off)).toContain("No e-mail is sent");
    const on = notice({ ...off, SMTP_URL: "smtps://user:s3cret@mail.example.net:465", OWNER_EMAIL: "owner@example.com" });
    expect(on).toContain("through the mail server mail.example.net, and a short acknowledgement is e-mailed to you.");
    expect(on).not.toContain("s3cret");
    const quiet = notice({ ...off, SMTP_URL: "smtp://mail.example.net:587", OWNER_EMAIL: "owner@example.com" }, { acknowledgements: false });
    expect(quiet).toContain("through the mail server mail.example.net.");
    expect(quiet).not.toContain("acknowledgement");
  });

  it("names the webhook's host only when it is on", () => {
    expect(notice(off)).not.toContain("hooks.example.org");
    expect(notice({ ...off, NOTIFY_WEBHOOK_URL: "https://hooks.example.org/x?key=abc", NOTIFY_WEBHOOK_SECRET: "0123456789abcdef" })).toContain("is sent to hooks.example.org");
  });

  it("speaks of analytics, with its retention, only when it is on", () => {
    expect(notice(off)).not.toContain("Visit counts");
    expect(notice({ NEWSLETTER: "off" })).toContain("kept 30 days");
    const longer = notice({ NEWSLETTER: "off", ANALYTICS_RETENTION_DAYS: "90" });
    expect(longer).toContain("Visit counts");
    expect(longer).toContain("kept 90 days");
  });

  it("speaks of the newsletter only when it is on", () => {
    expect(notice(off)).not.toContain("double opt-in");
    expect(notice({ ANALYTICS: "off" })).toContain("double opt-in");
    expect(notice({ ANALYTICS: "off" }, {}, "pt")).toContain("confirmação dupla");
  });

  it("states the message retention period set in Settings", () => {
    expect(notice(off, { retention: { messageMonths: 6, outboxDays: 30 } })).toContain("Messages: 6 months after they arrive");
    expect(notice(off, { retention: { messageMonths: 6, outboxDays: 30 } }, "pt")).toContain("Mensagens: 6 meses após a chegada");
  });
});
