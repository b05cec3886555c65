import { isLive, type PageTranslation, type PageShowIn } from "../page.ts";
import type { PageDraft } from "../page.schema.ts";
import type { PagesAdminText } from "../pages-admin-text.ts";

/** The pages API (issue 27). */
export const PAGES_KEY = "/api/pages";

/** One language's version of a page as the form holds it: every value as the inputs show it. */
export interface VersionValues {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
  /** `YYYY-MM-DDTHH:MM` in the owner's time zone, or "". */
  publishAt: string;
}

/** An ISO instant as a `datetime-local` input's value, in the browser's time zone ("" for none). */
export function localInputOf(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A saved version (or none: a new page, no Portuguese yet) as the form's values. */
export function valuesOf(version: (Omit<PageTranslation, "slug"> & { slug: string }) | null): VersionValues {
  return {
    slug: version?.slug ?? "",
    title: version?.title ?? "",
    excerpt: version?.excerpt ?? "",
    content: version?.content ?? "",
    published: version?.published ?? false,
    publishAt: localInputOf(version?.publishAt ?? null),
  };
}

/** A version of a kept draft or revision (its optional fields at their defaults) as the form's values. */
export function valuesOfDraft(data: NonNullable<PageDraft["pt"]>): VersionValues {
  return valuesOf({ ...data, excerpt: data.excerpt || null, published: data.published ?? false, publishAt: data.publishAt ?? null });
}

/** One version as the API takes it: the slug trimmed, the date as an instant or null. */
export function payloadOf(values: VersionValues) {
  return {
    slug: values.slug.trim(),
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    published: values.published,
    publishAt: values.publishAt ? new Date(values.publishAt).toISOString() : null,
  };
}

/** The editor's fields as the draft the server keeps (ADR 044), and as the body of the save. */
export function draftOf(en: VersionValues, showIn: PageShowIn, hasPt: boolean, pt: VersionValues): PageDraft {
  return { ...payloadOf(en), showIn, pt: hasPt ? payloadOf(pt) : null };
}

/** A version's state in the list: live, scheduled, draft, or "—" when there is none. */
export function statusOf(version: PageTranslation | null, text: PagesAdminText): string {
  if (!version) return "—";
  if (isLive(version)) return text.live;
  return version.published ? text.scheduled : text.draft;
}
