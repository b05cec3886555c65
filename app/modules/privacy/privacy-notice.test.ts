import { describe, expect, it } from "vitest";
import { buildAccessibilityStatement } from "./accessibility-statement.ts";
import type { PrivacyFacts } from "./privacy-facts.ts";
import { buildPrivacyNotice } from "./privacy-notice.ts";

const FACTS: PrivacyFacts = {
  controller: { name: "Ana Lima", email: "ana@example.com" },
  environment: { smtpHost: null, webhookHost: null, analytics: null, newsletter: false },
  retention: { messageMonths: 24, outboxDays: 30 },
  acknowledgements: true,
};

const flat = (facts: PrivacyFacts, language: "en" | "pt") =>
  buildPrivacyNotice(facts, language)
    .sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])
    .join("\n");

describe("the generated privacy notice", () => {
  it("names the controller and how to reach them, and the rights, in both languages", () => {
    expect(flat(FACTS, "en")).toContain("Ana Lima runs this site");
    expect(flat(FACTS, "en")).toContain("LGPD (Art. 18)");
    expect(flat(FACTS, "pt")).toContain("escreva para ana@example.com");
    expect(flat(FACTS, "pt")).toContain("LGPD (Art. 18)");
  });

  it("states where messages go only for the channels that are on", () => {
    expect(flat(FACTS, "en")).toContain("No e-mail is sent");
    const on = { ...FACTS, environment: { ...FACTS.environment, smtpHost: "smtp.example.net", webhookHost: "hooks.example.org" } };
    expect(flat(on, "en")).toContain("mail server smtp.example.net");
    expect(flat(on, "en")).toContain("sent to hooks.example.org");
    expect(flat(on, "pt")).toContain("servidor de e-mail smtp.example.net");
    expect(flat(on, "pt")).toContain("enviado para hooks.example.org");
  });

  it("states each retention period, and that earlier backups are outside an erasure", () => {
    const text = flat({ ...FACTS, retention: { messageMonths: 1, outboxDays: 30 } }, "en");
    expect(text).toContain("Messages: 1 month after they arrive");
    expect(text).toContain("30 days after it was delivered");
    expect(text).toContain("Backups of the site taken before an erasure");
    expect(flat({ ...FACTS, retention: { messageMonths: 18, outboxDays: 30 } }, "pt")).toContain("Mensagens: 18 meses");
  });

  it("names what the browser stores: the language choice and the landing attribution", () => {
    expect(flat(FACTS, "en")).toContain("Your choice of language");
    expect(flat(FACTS, "en")).toContain("(localStorage)");
    expect(flat(FACTS, "en")).toContain("(sessionStorage, forgotten when you close the tab)");
  });

  it("speaks of analytics and the newsletter only when they are on", () => {
    expect(flat(FACTS, "en")).not.toMatch(/Visit counts|Newsletter/);
    const on = { ...FACTS, environment: { ...FACTS.environment, analytics: { retentionDays: 30 }, newsletter: true } };
    const text = flat(on, "en");
    expect(text).toContain("without storing anything on your device");
    expect(text).toContain("a salt that changes every day; your IP address is not kept");
    expect(text).toContain("double opt-in");
    expect(text).toContain("forgotten after 7 days");
    expect(flat(on, "pt")).toContain("esquecida após 7 dias");
  });
});

describe("the accessibility statement", () => {
  it("follows the W3C model in both languages", () => {
    for (const language of ["en", "pt"] as const) {
      const statement = buildAccessibilityStatement({ name: "Ana Lima", email: "ana@example.com" }, language);
      expect(statement.sections.map((section) => section.id)).toEqual(["standard", "status", "limitations", "checks", "report", "date"]);
      expect(statement.sections[0]?.paragraphs.join(" ")).toContain("WCAG) 2.2");
      expect(statement.sections.at(-1)?.paragraphs.join(" ")).toMatch(language === "en" ? /November 27, 2026/ : /27 de novembro de 2026/);
    }
  });
});
