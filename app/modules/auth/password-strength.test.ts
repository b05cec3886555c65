import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { describe, expect, it } from "vitest";
import { assessPassword, PASSWORD_MIN_SCORE } from "./password-strength.ts";

describe("password strength with the Brazilian Portuguese dictionary", () => {
  const englishOnly = new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });

  it("a common Portuguese passphrase scores lower than with the English dictionaries alone", () => {
    for (const passphrase of ["obrigadoquerida", "amorperfeito", "cachorroquente"]) {
      const withoutPortuguese = englishOnly.check(passphrase).score;
      const assessed = assessPassword(passphrase);
      expect(withoutPortuguese).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
      expect(assessed.score).toBeLessThan(withoutPortuguese);
      expect(assessed.acceptable).toBe(false);
    }
  });

  it("still accepts a long random passphrase", () => {
    expect(assessPassword("tamanduá-bandeira quer 7 pães de queijo azuis").acceptable).toBe(true);
  });
});
