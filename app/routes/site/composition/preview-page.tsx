import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { getSiteContent } from "#app/content/site.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import type { TranslationKey } from "#app/i18n/translations.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { formatLongDate, HTML_LANG, type Language, languageFromPath, localizePath } from "#app/lib/language.ts";
import type { PreviewState } from "#app/modules/articles/article-preview.ts";

/**
 * What the previews of articles (ADR 021) and pages (ADR 044, 047) show alike: the head (never
 * indexed, no Referer), the notice above the text and the error page in the preview's language. The
 * loaders' side is `preview.server.ts`.
 */
export function previewHeaders({ loaderHeaders, errorHeaders }: { loaderHeaders: Headers; errorHeaders: Headers | undefined }) {
  return errorHeaders ?? loaderHeaders;
}

/** The head: the item's title (or the notice's words), never indexed, no Referer. */
export function previewMeta(pathname: string, title: string | undefined, notice: TranslationKey) {
  const language = languageFromPath(pathname);
  const content = getSiteContent(language);
  return [
    { title: `${title ?? createTranslator(language)(notice)} | ${content.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/** The notes about where the previewed text stands: live, scheduled or not yet; autosaved changes; the link's end. */
export function usePreviewNotes(
  preview: { state: PreviewState; publishAt: string | null } | undefined,
  options: { draftSavedAt: string | null; expiresAt: string | null; words: Record<PreviewState, TranslationKey> },
): string[] {
  const language = useLanguage();
  const t = useT();
  const expiry = options.expiresAt ? [t("previewExpires", { date: formatLongDate(options.expiresAt, language) })] : [];
  if (!preview) return expiry;
  const state =
    preview.state === "scheduled" && preview.publishAt
      ? t(options.words.scheduled, { date: formatLongDate(preview.publishAt, language) })
      : t(options.words[preview.state === "scheduled" ? "draft" : preview.state]);
  const fromDraft = options.draftSavedAt ? [t("previewFromDraft", { date: formatLongDate(options.draftSavedAt, language) })] : [];
  return [state, ...fromDraft, ...expiry];
}

/** The box above the previewed text: what it is, the notes, and a link to the other language's preview when there is one. */
export function PreviewNotice({ label, notes, alternates }: { label: string; notes: string[]; alternates: Partial<Record<Language, string>> }) {
  const language = useLanguage();
  const t = useT();
  const otherLanguage: Language = language === "pt" ? "en" : "pt";
  const otherHref = alternates[otherLanguage];
  return (
    <div role="note" aria-label={label} className="mb-8 rounded-xl border border-amber-300/40 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
      <p className="font-semibold">{label}</p>
      {notes.map((note) => (
        <p key={note} className="mt-1">
          {note}
        </p>
      ))}
      {otherHref ? (
        <p className="mt-2">
          <a href={otherHref} hrefLang={HTML_LANG[otherLanguage]} className="underline underline-offset-4">
            {t("previewOtherVersion")}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The preview's error page, in its language: the link's trouble, or the item missing (`missing`'s words). */
export function PreviewErrorPage({ error, missing }: { error: unknown; missing: { heading: TranslationKey; description?: TranslationKey } }) {
  const language = useLanguage();
  const t = useT();
  const headings: Record<string, string> = { expired: t("previewLinkExpired"), revoked: t("previewLinkRevoked"), invalid: t("previewLinkInvalid") };
  return (
    <ErrorPage
      error={error}
      copy={(_status, data) => {
        const reason = (data as { reason?: string } | undefined)?.reason ?? "";
        const heading = headings[reason] ?? t(missing.heading);
        const description = reason in headings ? t("previewLinkHelp") : missing.description ? t(missing.description) : undefined;
        return { heading, title: heading, description };
      }}
      head={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <meta name="referrer" content="no-referrer" />
        </>
      }
      back={{ href: localizePath("/", language), label: t("backToHome"), style: "link" }}
    />
  );
}
