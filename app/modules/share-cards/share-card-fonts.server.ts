import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * The site's own typefaces for the share cards (ADR 025): the same variable fonts the pages load
 * (@fontsource-variable Fraunces and Inter, Latin subset, weight axis). The packages ship WOFF2 only,
 * which the FreeType/fontconfig inside sharp's libvips does not open (it silently falls back to another
 * face), so each file is decompressed once to TrueType (wawoff2, Google's woff2 decoder compiled to
 * WebAssembly) into a folder named by the fonts' hash; the card renderer hands these files to Pango.
 */

const require = createRequire(import.meta.url);

/**
 * The decoder, loaded only when a file must be converted (once per machine): its WebAssembly memory
 * (16 MB) would otherwise stay in every server process from start-up.
 */
function decompressWoff2(woff2: Uint8Array): Promise<Uint8Array> {
  return (require("wawoff2/decompress.js") as (bytes: Uint8Array) => Promise<Uint8Array>)(woff2);
}

export type CardFace = "display" | "text";

/** Family names as fontconfig reads them from the files, and the source file of each face. */
const FACES: Record<CardFace, { family: string; packageName: string; file: string }> = {
  display: { family: "Fraunces", packageName: "@fontsource-variable/fraunces", file: "fraunces-latin-wght-normal.woff2" },
  text: { family: "Inter", packageName: "@fontsource-variable/inter", file: "inter-latin-wght-normal.woff2" },
};

export interface CardFont {
  /** Family name for a Pango font description, e.g. "Fraunces". */
  family: string;
  /** Absolute path of the TrueType file. */
  file: string;
}

export type CardFonts = Record<CardFace, CardFont>;

function sourcePath(packageName: string, file: string): string {
  // The packages export only CSS; their LICENSE is exported and sits beside files/.
  return path.join(path.dirname(require.resolve(`${packageName}/LICENSE`)), "files", file);
}

/** Whether `bytes` start like a TrueType/OpenType font (sfnt version 1.0, "true" or "OTTO"). */
function isSfnt(bytes: Uint8Array): boolean {
  const tag = Buffer.from(bytes.subarray(0, 4)).toString("latin1");
  return tag === "\u0000\u0001\u0000\u0000" || tag === "true" || tag === "OTTO";
}

async function convert(source: Buffer, target: string): Promise<void> {
  const existing = await fs.readFile(target).catch(() => undefined);
  if (existing && isSfnt(existing)) return;
  // The decoder answers with a view of its own memory, which its next call reuses: copy it at once
  // (and convert one file at a time).
  const ttf = Buffer.from(await decompressWoff2(new Uint8Array(source)));
  if (!isSfnt(ttf)) throw new Error(`Could not convert ${path.basename(target)} to TrueType`);
  // Written aside and renamed, so that another process never reads half a file.
  const partial = `${target}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.part`;
  await fs.writeFile(partial, ttf);
  await fs.rename(partial, target);
}

/** Converts the faces once into `dir` (default: the system's temp folder) and names their files. */
export async function prepareCardFonts(dir = os.tmpdir()): Promise<CardFonts> {
  const fonts: Partial<CardFonts> = {};
  for (const face of Object.keys(FACES) as CardFace[]) {
    const { family, packageName, file } = FACES[face];
    const source = await fs.readFile(sourcePath(packageName, file));
    const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 16);
    const folder = path.join(dir, `share-card-fonts-${hash}`);
    await fs.mkdir(folder, { recursive: true });
    const target = path.join(folder, file.replace(/\.woff2$/, ".ttf"));
    await convert(source, target);
    fonts[face] = { family, file: target };
  }
  return fonts as CardFonts;
}
