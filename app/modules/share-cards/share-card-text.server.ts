import { loadSharp } from "#app/modules/uploads/sharp.server.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { CardFace, CardFonts } from "./share-card-fonts.server.ts";

/**
 * Text of the share cards, measured by the engine that draws it (ADR 025): every candidate line is
 * laid out by Pango (through sharp's libvips) with the real font and its width read from the result,
 * so kerning, accents and wide letters count exactly, and a line that fits here fits on the card.
 */

export interface TextStyle {
  face: CardFace;
  /** Position on the font's weight axis (100-900), as CSS font-weight. */
  weight: number;
  sizePx: number;
  /** CSS hex colour. */
  color: string;
  /** Extra space between letters, in pixels. */
  letterSpacingPx?: number;
}

export interface RenderedText {
  /** RGBA pixels. */
  data: Buffer;
  width: number;
  height: number;
}

const ELLIPSIS = "…";
/** Glyphs that reach above and below every other letter of the Latin subset. */
const STRUT = "ÅÉÍÇgjpq|";
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Draws single lines of text with the card fonts, keeping every line it drew (a card measures many). */
export class TextRenderer {
  private readonly fonts: CardFonts;
  private readonly drawn = new Map<string, Promise<RenderedText>>();

  constructor(fonts: CardFonts) {
    this.fonts = fonts;
  }

  /**
   * One line, never wrapped, as wide as its ink. Its top and bottom are those of an invisible strut
   * drawn after it (the tallest accents and deepest descenders of the fonts), so that lines placed at
   * the same top share a baseline whatever letters they hold.
   */
  async render(text: string, style: TextStyle): Promise<RenderedText> {
    const sharp = await loadSharp();
    const [line, strutted] = await Promise.all([this.draw(text, style, false), this.draw(text, style, true)]);
    if (strutted.width === line.width) return strutted;
    const data = await sharp(strutted.data, { raw: { width: strutted.width, height: strutted.height, channels: 4 } })
      .extract({ left: 0, top: 0, width: Math.min(line.width, strutted.width), height: strutted.height })
      .raw()
      .toBuffer();
    return { data, width: Math.min(line.width, strutted.width), height: strutted.height };
  }

  /** Width of the line's ink in pixels. */
  async width(text: string, style: TextStyle): Promise<number> {
    return (await this.draw(text, style, false)).width;
  }

  private draw(text: string, style: TextStyle, strut: boolean): Promise<RenderedText> {
    const key = JSON.stringify([text, style, strut]);
    let drawn = this.drawn.get(key);
    if (!drawn) {
      drawn = this.drawLine(text, style, strut);
      this.drawn.set(key, drawn);
    }
    return drawn;
  }

  private async drawLine(text: string, style: TextStyle, strut: boolean): Promise<RenderedText> {
    const sharp = await loadSharp();
    const font = this.fonts[style.face];
    // Pango counts letter spacing in 1/1024 of a point; at 72 dpi a point is a pixel.
    const spacing = style.letterSpacingPx ? ` letter_spacing="${Math.round(style.letterSpacingPx * 1024)}"` : "";
    const invisible = strut ? `<span fgalpha="1">${STRUT}</span>` : "";
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${style.color}"${spacing}>${escapeXml(text)}${invisible}</span>`,
        // The variable fonts' weight axis is set directly (Pango's "@axis=value" syntax).
        font: `${font.family} ${style.sizePx} @wght=${style.weight}`,
        fontfile: font.file,
        dpi: 72,
        rgba: true,
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  }
}

export interface FittedLines {
  lines: string[];
  /** Whether text was left out (the last line then ends with an ellipsis). */
  truncated: boolean;
}

/** The longest prefix (in graphemes, at least one) of `text` for which `fits(prefix)` holds. */
async function longestFittingPrefix(text: string, fits: (prefix: string) => Promise<boolean>): Promise<string> {
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  let low = 1;
  let high = parts.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(parts.slice(0, middle).join(""))) low = middle;
    else high = middle - 1;
  }
  return parts.slice(0, low).join("");
}

/** `text` cut to end in an ellipsis within `maxWidth`: at a word boundary when one fits, else inside the word. */
async function ellipsize(text: string, style: TextStyle, maxWidth: number, renderer: TextRenderer): Promise<string> {
  const words = text.split(" ");
  const withEllipsis = (prefix: string) => `${prefix.replace(/[\s,.;:!?–—-]+$/u, "")}${ELLIPSIS}`;
  const fits = async (candidate: string) => (await renderer.width(candidate, style)) <= maxWidth;
  // Widths grow with the words taken: the first that does not fit ends the search.
  let best: string | undefined;
  for (let count = 1; count < words.length; count++) {
    const candidate = withEllipsis(words.slice(0, count).join(" "));
    if (candidate === ELLIPSIS) continue;
    if (!(await fits(candidate))) break;
    best = candidate;
  }
  if (best) return best;
  const prefix = await longestFittingPrefix(words[0] ?? "", (p) => fits(withEllipsis(p)));
  return withEllipsis(prefix);
}

/**
 * Greedy line breaking by measured width: as many words as fit on each line; a word wider than the
 * line alone is broken between letters. Past `maxLines` the last line ends with an ellipsis.
 */
export async function fitLines(
  text: string,
  style: TextStyle,
  maxWidth: number,
  maxLines: number,
  renderer: TextRenderer,
): Promise<FittedLines> {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const fits = async (candidate: string) => (await renderer.width(candidate, style)) <= maxWidth;
  const lines: string[] = [];
  let next = 0;
  // Whether the last line holds the first letters of a word that goes on (no space follows it).
  let endsInsideWord = false;
  while (next < words.length && lines.length < maxLines) {
    let count = 0;
    while (next + count < words.length && (await fits(words.slice(next, next + count + 1).join(" ")))) count++;
    if (count > 0) {
      lines.push(words.slice(next, next + count).join(" "));
      next += count;
      endsInsideWord = false;
      continue;
    }
    // One word wider than the line: as many of its letters as fit, the rest starts the next line.
    const word = words[next] ?? "";
    const head = await longestFittingPrefix(word, fits);
    lines.push(head);
    words[next] = word.slice(head.length);
    endsInsideWord = true;
  }
  if (next >= words.length) return { lines, truncated: false };
  const last = lines.pop() ?? "";
  const rest = `${last}${endsInsideWord ? "" : " "}${words.slice(next).join(" ")}`;
  lines.push(await ellipsize(rest, style, maxWidth, renderer));
  return { lines, truncated: true };
}
