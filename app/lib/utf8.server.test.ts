import { describe, expect, it } from "vitest";
import { utf8Bytes } from "./utf8.server.ts";

describe("utf8Bytes", () => {
  it.each([
    ["empty", ""],
    ["ASCII", "<!DOCTYPE html><p>plain</p>"],
    ["Latin-1", "Inteligência artificial em ação"],
    ["two-byte", "← “quoted” — and … done"],
    ["astral (surrogate pairs)", "launch 🚀 and 𝔸"],
    ["lone surrogates", "a\uD800b\uDC00c"],
  ])("gives the bytes Buffer.from gives: %s", (_name, text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
  });

  it("encodes a text larger than its scratch buffer whole", () => {
    const text = `${"é→".repeat(140_000)}end`;
    const bytes = utf8Bytes(text);
    expect(bytes.length).toBe(Buffer.byteLength(text));
    expect(bytes.equals(Buffer.from(text))).toBe(true);
  });

  it("gives every call bytes of its own, which a later call does not overwrite", () => {
    const first = utf8Bytes("first page “one”");
    const second = utf8Bytes("second page, longer “two”");
    utf8Bytes("x".repeat(100_000));
    expect(first.toString()).toBe("first page “one”");
    expect(second.toString()).toBe("second page, longer “two”");
  });
});
