import { describe, expect, it } from "vitest";
import { initialsFrom } from "./initials.ts";

describe("initialsFrom", () => {
  it("uses the given initials, at most 2, uppercased", () => {
    expect(initialsFrom("Anything", "cma")).toBe("CM");
  });
  it("falls back to the first letters of the alt text's first words", () => {
    expect(initialsFrom("the rise of AI")).toBe("TR");
    expect(initialsFrom("  écran  large ")).toBe("ÉL");
    expect(initialsFrom("Solo")).toBe("S");
    expect(initialsFrom("")).toBe("");
  });
});
