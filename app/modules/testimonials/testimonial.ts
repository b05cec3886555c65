import type { Language } from "#app/lib/language.ts";

/** What someone said of the owner's talks or work, with the date they allowed its use (issue 28). */
export interface Testimonial {
  id: number;
  /** The words, as given (English, or the language they were said in). */
  quote: string;
  person: string;
  role: string | null;
  organisation: string | null;
  /** The talk of this site it refers to, or null. */
  talkId: number | null;
  /** The event or work it refers to, as text. */
  event: string | null;
  /** An uploaded or shipped image of this site, or null. */
  photo: string | null;
  /** `YYYY-MM-DD`: when the person allowed its use. */
  permissionDate: string;
  /** Among the media kit's notable quotes. */
  featured: boolean;
  /** The Portuguese words (null: the quote is shown as given). */
  pt: { quote: string | null };
  createdAt: string;
  updatedAt: string;
}

/** How many testimonials the home's speaking section and the media kit show. */
export const HOME_TESTIMONIALS = 3;
export const MEDIA_KIT_QUOTES = 3;

/** The quote in the page's language (as given when it has no Portuguese words). */
export function testimonialQuote(testimonial: Pick<Testimonial, "quote" | "pt">, language: Language): string {
  return language === "pt" && testimonial.pt.quote ? testimonial.pt.quote : testimonial.quote;
}

/** "Ana Souza, Program chair, AI Summit": who said it. */
export function testimonialAttribution(testimonial: Pick<Testimonial, "person" | "role" | "organisation">): string {
  return [testimonial.person, testimonial.role, testimonial.organisation].filter(Boolean).join(", ");
}

/** The featured ones first, then the others, each latest permission first: the home shows the first few. */
export function orderForShow<T extends Pick<Testimonial, "featured" | "permissionDate" | "id">>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Number(b.featured) - Number(a.featured) || b.permissionDate.localeCompare(a.permissionDate) || a.id - b.id);
}

/** The media kit's notable quotes: the featured testimonials, at most three. */
export function mediaKitQuotes<T extends Pick<Testimonial, "featured" | "permissionDate" | "id">>(list: readonly T[]): T[] {
  return orderForShow(list.filter((t) => t.featured)).slice(0, MEDIA_KIT_QUOTES);
}

/** A testimonial as one of the media kit's notable quotes: the words and, as the source, who said them and where. */
export function asNotableQuote(testimonial: Testimonial, language: Language, ownerName: string): { text: string; source: string } {
  const who = testimonial.person === ownerName ? null : testimonialAttribution(testimonial);
  const source = [who, testimonial.event].filter(Boolean).join(" · ") || testimonial.person;
  return { text: testimonialQuote(testimonial, language), source };
}
