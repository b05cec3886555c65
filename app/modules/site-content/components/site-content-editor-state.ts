import { type Path, sectionOfPath, setIn } from "../content-form.ts";
import type { SiteContentRevision } from "../site-content.ts";
import { SiteContentSchema } from "../site-content.schema.ts";
import type { Drafts, EditLanguage, FieldErrors } from "./content-fields.tsx";

/** The site content API's prefix: `${SITE_CONTENT_KEY}en`, `${SITE_CONTENT_KEY}pt/revisions`. */
export const SITE_CONTENT_KEY = "/api/site-content/";
export const EDIT_LANGUAGES: EditLanguage[] = ["en", "pt"];
export const NO_ERRORS: FieldErrors = { en: {}, pt: {} };

/** The schema's complaints about one language's content, by dotted path (the first per field). */
export function issuesByPath(content: unknown): Record<string, string> {
  const result = SiteContentSchema.safeParse(content);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** The languages whose draft differs from the saved content. */
export const changedLanguages = (drafts: Drafts, saved: Drafts): EditLanguage[] =>
  EDIT_LANGUAGES.filter((language) => JSON.stringify(drafts[language]) !== JSON.stringify(saved[language]));

/** How many fields of a section are wrong, in both languages (the badge on the section's button). */
export const errorCountIn = (errors: FieldErrors, section: string): number =>
  EDIT_LANGUAGES.reduce((sum, language) => sum + Object.keys(errors[language]).filter((path) => sectionOfPath(path) === section).length, 0);

/** The first section with a wrong field (English first), to open after a failed save. */
export const firstSectionWithErrors = (errors: FieldErrors): string | undefined =>
  [...Object.keys(errors.en), ...Object.keys(errors.pt)].map(sectionOfPath).find((id) => id !== undefined);

/** The drafts with one value set, in one language or, for a shared fact, in both. */
export function withValue(drafts: Drafts, language: EditLanguage | "both", path: Path, value: unknown): Drafts {
  const next = { ...drafts };
  for (const target of language === "both" ? EDIT_LANGUAGES : [language]) next[target] = setIn(drafts[target], path, value);
  return next;
}

/** The newest saved revision of either language, for "Last saved … by …". */
export const lastSavedOf = (revisions: (SiteContentRevision | null)[]): SiteContentRevision | undefined =>
  revisions.filter((r): r is SiteContentRevision => r !== null).sort((a, b) => b.id - a.id)[0];
