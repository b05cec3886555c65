import type { Language } from "#app/lib/language.ts";

/** The public words around testimonials (issue 28), in both languages. */
const en = {
  heading: "What organisers say",
  aboutTalk: "What people said about this talk",
  photoOf: "Photo of {person}",
};

const pt: typeof en = {
  heading: "O que dizem os organizadores",
  aboutTalk: "O que disseram sobre esta palestra",
  photoOf: "Foto de {person}",
};

export function testimonialText(language: Language): typeof en {
  return language === "pt" ? pt : en;
}
