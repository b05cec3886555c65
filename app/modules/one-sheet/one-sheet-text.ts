import type { Language } from "#app/lib/language.ts";

/** The one-sheet's words (issue 28), in both languages. */
const en = {
  keynotes: "Keynote themes",
  recentTalks: "Recent talks",
  testimonials: "What organisers say",
  book: "The book",
  contact: "Booking and contact",
  invite: "Invite to speak: {url}",
  download: "Speaker one-sheet (PDF)",
  downloadHint: "One page for your committee: bio, keynote themes, recent talks and what organisers say.",
};

const pt: typeof en = {
  keynotes: "Temas de palestra",
  recentTalks: "Palestras recentes",
  testimonials: "O que dizem os organizadores",
  book: "O livro",
  contact: "Convites e contato",
  invite: "Convide para palestrar: {url}",
  download: "Apresentação do palestrante (PDF, uma página)",
  downloadHint: "Uma página para o seu comitê: biografia, temas de palestra, palestras recentes e o que dizem os organizadores.",
};

export function oneSheetText(language: Language): typeof en {
  return language === "pt" ? pt : en;
}

/** `/speaker-one-sheet.pdf`, `/pt/speaker-one-sheet.pdf`. */
export function oneSheetPath(language: Language): string {
  return language === "pt" ? "/pt/speaker-one-sheet.pdf" : "/speaker-one-sheet.pdf";
}
