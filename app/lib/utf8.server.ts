import { transcode } from "node:buffer";

/** Large enough for most pages; grown to the largest page seen. */
let scratch = Buffer.allocUnsafeSlow(1 << 17);

/**
 * `text` as UTF-8 bytes in a Buffer of their own, as `Buffer.from(text)` gives them, at about a quarter
 * of its cost for a rendered page. A page with one character outside Latin-1 (a typographic quote, an arrow,
 * a dash) is a two-byte string, and Node 24 encodes such a string to UTF-8 at about 2 ns a character,
 * measuring it first in a pass as slow (`Buffer.from`: 130-180 µs for a 35 KB article page). Its
 * UTF-16 units are copied as they are into a kept scratch buffer instead (a memcpy), and ICU's
 * converter turns those into UTF-8 (about 10 µs). A lone surrogate, which ICU refuses, takes the
 * plain way, which writes it as U+FFFD like `Buffer.from`. Synchronous, so no other call can write
 * the scratch in between.
 */
export function utf8Bytes(text: string): Buffer {
  const units = text.length * 2;
  if (scratch.length < units) scratch = Buffer.allocUnsafeSlow(units);
  scratch.write(text, 0, "utf16le");
  try {
    return transcode(scratch.subarray(0, units), "utf16le", "utf8");
  } catch {
    return Buffer.from(text);
  }
}
