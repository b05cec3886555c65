import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify, slugifyWithoutAccents } from "./slug.ts";

describe("slugify", () => {
  it("lowercases, turns runs of other characters into one hyphen and trims hyphens", () => {
    expect(slugify("  The Rise of AI: 2025 Edition!  ")).toBe("the-rise-of-ai-2025-edition");
    expect(slugify("Ação & Reação")).toBe("a-o-rea-o");
    expect(slugify("---")).toBe("");
    expect(SLUG_PATTERN.test(slugify("Ação & Reação"))).toBe(true);
  });

  it("drops the accents first for a Portuguese title", () => {
    expect(slugifyWithoutAccents("O futuro da liderança em IA: ação!")).toBe("o-futuro-da-lideranca-em-ia-acao");
    expect(SLUG_PATTERN.test(slugifyWithoutAccents("Pão & Café"))).toBe(true);
  });
});
