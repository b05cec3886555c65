import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { cardProblems, readCard } from "#tests/share-card-check.ts";
import { articleShareCard } from "./share-card.ts";
import { type CardFonts, prepareCardFonts } from "./share-card-fonts.server.ts";
import { renderShareCard, SHARE_CARD_TITLE_MAX_LINES, SHARE_CARD_TITLE_SIZES_PX } from "./share-card-render.server.ts";
import { fitLines, TextRenderer, type TextStyle } from "./share-card-text.server.ts";

const SMALLEST_TITLE: TextStyle = { face: "display", weight: 600, sizePx: SHARE_CARD_TITLE_SIZES_PX.at(-1) ?? 52, color: "#ffffff" };
const LONG_TITLE =
  "The Data Center Power Crunch: why every board now needs a plan for grid connections, transformers, water permits, " +
  "renewable contracts and the people who keep them running before the next wave of artificial intelligence arrives";
const UNBREAKABLE = "Antidisestablishmentarianismfloccinaucinihilipilification Pneumonoultramicroscopicsilicovolcanoconiosis";

let fonts: CardFonts;
beforeAll(async () => {
  fonts = await prepareCardFonts();
});

describe("share card fonts", () => {
  it("are the site's own faces, converted to TrueType files that the text engine loads", async () => {
    for (const face of [fonts.display, fonts.text]) {
      const head = (await fs.readFile(face.file)).subarray(0, 4);
      expect(head.equals(Buffer.from([0, 1, 0, 0])), face.file).toBe(true);
    }
    expect([fonts.display.family, fonts.text.family]).toEqual(["Fraunces", "Inter"]);
    // Drawn with the converted file, the text is not in the face fontconfig would fall back to.
    const renderer = new TextRenderer(fonts);
    const sample = "Hamburgefonstiv Ação";
    const fallback = await sharp({ text: { text: sample, font: `NoSuchFamily ${SMALLEST_TITLE.sizePx}`, dpi: 72 } }).toBuffer({ resolveWithObject: true });
    expect(await renderer.width(sample, SMALLEST_TITLE)).not.toBe(fallback.info.width);
  });

  it("replace a broken or partial converted file", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "card-fonts-"));
    try {
      const first = await prepareCardFonts(dir);
      await fs.writeFile(first.display.file, "not a font");
      const again = await prepareCardFonts(dir);
      expect((await fs.readFile(again.display.file)).subarray(0, 4).equals(Buffer.from([0, 1, 0, 0]))).toBe(true);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("fitting lines by measured width", () => {
  it("keeps every line of a long title within the width, on at most three lines ending in an ellipsis", async () => {
    const renderer = new TextRenderer(fonts);
    const fitted = await fitLines(LONG_TITLE, SMALLEST_TITLE, 640, SHARE_CARD_TITLE_MAX_LINES, renderer);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines.at(-1)).toMatch(/\S…$/u);
    for (const line of fitted.lines) expect(await renderer.width(line, SMALLEST_TITLE), line).toBeLessThanOrEqual(640);
    // Greedy: the next word would not have fitted on the first line.
    const [first = ""] = fitted.lines;
    const nextWord = LONG_TITLE.slice(first.length).trim().split(" ")[0];
    expect(await renderer.width(`${first} ${nextWord}`, SMALLEST_TITLE)).toBeGreaterThan(640);
  });

  it("leaves a title that fits whole, without an ellipsis", async () => {
    const fitted = await fitLines("The Data Center Power Crunch", SMALLEST_TITLE, 1080, 3, new TextRenderer(fonts));
    expect(fitted).toEqual({ lines: ["The Data Center Power Crunch"], truncated: false });
  });

  it("breaks a word wider than the line between letters, losing none of them", async () => {
    const renderer = new TextRenderer(fonts);
    const fitted = await fitLines(UNBREAKABLE, SMALLEST_TITLE, 640, 6, renderer);
    expect(fitted.truncated).toBe(false);
    expect(fitted.lines.join("")).toBe(UNBREAKABLE.replace(" ", ""));
    for (const line of fitted.lines) expect(await renderer.width(line, SMALLEST_TITLE), line).toBeLessThanOrEqual(640);
  });
});

describe("the margin check of the card tests", () => {
  it("fails a card whose text runs past the right margin", async () => {
    const card = await renderShareCard(articleShareCard({ title: "The Data Center Power Crunch", coverImage: null }, SITE_CONTENT_EN, "en"), undefined, fonts);
    expect(cardProblems(await readCard(card, false), false)).toEqual([]);
    // A glyph-sized white mark at x=1150 (inside the right margin), as a cut-off title would leave.
    const mark = await sharp({ create: { width: 30, height: 50, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const overflowing = await sharp(card).composite([{ input: mark, left: 1150, top: 200 }]).jpeg().toBuffer();
    expect(cardProblems(await readCard(overflowing, false), false)).toEqual([expect.stringContaining("text reaches x=1180")]);
    // The same card checked as one with a photo: its text column ends at x=700.
    expect(cardProblems(await readCard(card, true), true)).toEqual([expect.stringMatching(/^text reaches x=\d+, past x=700$/)]);
  });
});
