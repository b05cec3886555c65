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

describe("password advice in the admin's language (issue 26)", () => {
  it("gives zxcvbn's warning and suggestions in Portuguese from @zxcvbn-ts/language-pt-br, in English by default", () => {
    const english = assessPassword("qazwsxedc");
    const portuguese = assessPassword("qazwsxedc", [], "pt");
    expect(portuguese.score).toBe(english.score);
    expect(english).toMatchObject({ warning: "This is a commonly used password.", suggestions: ["Add more words that are less common."] });
    expect(portuguese).toMatchObject({ warning: "Esta é uma senha comumente usada.", suggestions: ["Adicione mais palavras menos comuns."] });
  });

  it("never answers with a bare key: every warning and suggestion zxcvbn can give has both languages", () => {
    for (const password of ["password", "aaaaaaa", "abcabcabc", "1987", "01/02/1987", "Maria", "P@ssw0rd", "drowssap", "PASSWORD", "ana.souza", "abcdef"]) {
      for (const language of ["en", "pt"] as const) {
        const { warning, suggestions } = assessPassword(password, ["ana.souza"], language);
        for (const text of [warning ?? "", ...suggestions]) expect(text, `${password} (${language})`).not.toMatch(/^(warnings|suggestions)\./);
      }
    }
  });
});
