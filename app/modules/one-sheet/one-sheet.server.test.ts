import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import type { Talk } from "#app/modules/talks/talk.ts";
import type { Testimonial } from "#app/modules/testimonials/testimonial.ts";
import { buildOneSheet } from "./one-sheet.server.ts";

/** Issue 28: the one-sheet read back by poppler's tools, as a committee member's viewer would. */

const PUBLIC = path.resolve("public");
const readImage = async (src: string) => fs.promises.readFile(path.join(PUBLIC, src)).catch(() => undefined);

const talk: Talk = {
  id: 1,
  eventName: "AI Summit Brasil",
  title: "Infrastructure for the AI decade",
  date: "2025-05-10",
  city: "São Paulo",
  country: "BR",
  language: "pt",
  eventUrl: null,
  slidesUrl: null,
  videoUrl: null,
  slug: "ai-summit",
  startTime: null,
  timeZone: "UTC",
  durationMinutes: null,
  venue: null,
  format: "in_person",
  audience: null,
  abstract: "",
  pt: { title: "Infraestrutura para a década da IA", abstract: null },
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

const testimonial: Testimonial = {
  id: 9,
  quote: "The keynote our committee still quotes.",
  person: "Ana Souza",
  role: "Program chair",
  organisation: "AI Summit Brasil",
  talkId: 1,
  event: null,
  photo: null,
  permissionDate: "2025-06-01",
  featured: true,
  pt: { quote: "A palestra que o comitê ainda cita." },
  createdAt: "2025-06-01T00:00:00.000Z",
  updatedAt: "2025-06-01T00:00:00.000Z",
};

function poppler(tool: string, pdf: Buffer, args: string[] = []): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "one-sheet-")), "sheet.pdf");
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe("the speaker one-sheet", () => {
  for (const [language, content] of [
    ["en", SITE_CONTENT_EN],
    ["pt", SITE_CONTENT_PT],
  ] as const) {
    it(`is one A4 page of real text in ${language} with the name, a keynote, a talk and a testimonial, in the site's embedded typefaces`, { timeout: 60_000 }, async () => {
      const pdf = await buildOneSheet({ content, language, talks: [talk], testimonials: [testimonial], siteUrl: "https://example.com", readImage, today: "2026-01-01" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const info = poppler("pdfinfo", pdf);
      expect(info).toMatch(/Pages:\s+1\n/);
      expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
      const text = poppler("pdftotext", pdf, ["-layout"]).replace(/\s+/g, " ");
      expect(text).toContain(content.name);
      expect(text).toContain(content.keynotes[0]!.title.slice(0, 30));
      expect(text).toContain(language === "pt" ? "Infraestrutura para a década da IA" : "Infrastructure for the AI decade");
      expect(text).toContain(language === "pt" ? "A palestra que o comitê ainda cita." : "The keynote our committee still quotes.");
      expect(text).toContain(content.contact.email);
      const fonts = poppler("pdffonts", pdf);
      const rows = fonts.split("\n").slice(2).filter(Boolean);
      expect(rows.some((row) => /Fraunces/.test(row))).toBe(true);
      expect(rows.some((row) => /Inter/.test(row))).toBe(true);
      // Every font embedded (the "emb" column).
      for (const row of rows) expect(row, row).toMatch(/\s+yes\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
      // The portrait, as an image of print quality.
      expect(poppler("pdfimages", pdf, ["-list"])).toMatch(/\n\s+1\s+0\s+image\s+560\s+700/);
    });
  }
});
