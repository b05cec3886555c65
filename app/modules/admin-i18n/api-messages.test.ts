import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_DICTIONARIES } from "./admin-dictionary.ts";
import { translateApiMessage } from "./api-messages.ts";

/** The schemas both sides validate the admin's forms with (their messages reach the admin from the client and the API). */
const ADMIN_SCHEMAS = [
  "articles/article.schema.ts",
  "categories/category.schema.ts",
  "pages/page.schema.ts",
  "talks/talk.schema.ts",
  "testimonials/testimonial.schema.ts",
  "auth/auth.schema.ts",
  "privacy/privacy.schema.ts",
  "articles/components/article-form.ts",
];

/** Every message-like literal: a capitalised sentence of three words or more (shorter ones are field names composed into messages). */
function messagesOf(file: string): string[] {
  const source = fs.readFileSync(path.join(import.meta.dirname, "..", file), "utf8");
  return [...source.matchAll(/"([A-Z][^"\n{}$]+)"/g)].map((match) => match[1] ?? "").filter((text) => text.trim().split(/\s+/).length >= 3);
}

describe("the shared schemas' messages in Portuguese (issue 26)", () => {
  it.each(ADMIN_SCHEMAS)("every message of %s has its Portuguese", (file) => {
    const untranslated = messagesOf(file).filter((message) => translateApiMessage(message, ADMIN_DICTIONARIES.pt.text, "pt") === message);
    expect(untranslated).toEqual([]);
  });

  it("composes a field's name into its message, and leaves English alone", () => {
    expect(translateApiMessage("Portuguese slug can only contain lowercase letters, numbers, and hyphens", ADMIN_DICTIONARIES.pt.text, "pt")).toBe(
      "Endereço em português: use só letras minúsculas, números e hífens",
    );
    expect(translateApiMessage("Title must be at least 3 characters", ADMIN_DICTIONARIES.en.text, "en")).toBe("Title must be at least 3 characters");
  });
});
