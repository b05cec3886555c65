import { data, isRouteErrorResponse, redirect } from "react-router";
import { ErrorReference } from "#app/components/error-reference.tsx";
import { getSiteContent } from "#app/content/site.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { formatLongDate, HTML_LANG, type Language, LANGUAGES, languageFromPath, languageOf, localizePath } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { sanitizeArticleHtml } from "#app/modules/articles/article-html.server.ts";
import { htmlToText } from "#app/modules/articles/article.ts";
import { findCookieUser } from "#app/modules/auth/session-cookie.server.ts";
import { PageDetail } from "#app/modules/pages/components/public/page-detail.tsx";
import { isLive } from "#app/modules/pages/page.ts";
import { findLatestPageText } from "#app/modules/pages/page-revisions.service.server.ts";
import type { Route } from "./+types/page-preview";

/**
 * A page of the owner's as visitors will see it, before it is published (ADR 044, as articles' ADR
 * 021): `/preview/pages/{id}` and `/pt/preview/pages/{id}` for the signed-in admin, from the autosaved
 * draft when there is one. Never cached, never indexed.
 */
const PREVIEW_HEADERS = { "Cache-Control": NO_STORE_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const user = await findCookieUser(context.db, request);
  if (!user?.isAdmin) throw redirect("/admin/login", { headers: PREVIEW_HEADERS });
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data({ missing: true }, { status: 404, headers: PREVIEW_HEADERS });
  const id = Number(params.id);
  try {
    const { page, draft, data: latest } = await findLatestPageText(context.db, id);
    const versionIn = (l: Language) => (l === "pt" ? latest.pt : latest);
    const written = (l: Language) => {
      const version = versionIn(l);
      return version !== null && (version.title.trim() !== "" || htmlToText(version.content) !== "" || version.content.includes("<img"));
    };
    const languages = LANGUAGES.filter(written);
    const alternates = Object.fromEntries(languages.map((l) => [l, paths.pagePreview(id, l)]));
    const version = versionIn(language);
    const saved = language === "pt" ? page.pt : page;
    const state = saved && isLive(saved) ? "live" : saved?.published && saved.publishAt ? "scheduled" : "draft";
    const preview =
      version && written(language)
        ? { title: version.title, html: sanitizeArticleHtml(version.content), state, publishAt: saved?.publishAt ?? null, draftSavedAt: draft?.savedAt ?? null }
        : undefined;
    return data(renderOnly({ preview, alternates }), { headers: PREVIEW_HEADERS });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data({ missing: true }, { status: 404, headers: PREVIEW_HEADERS });
    throw error;
  }
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = getSiteContent(language);
  const t = createTranslator(language);
  const title = loaded?.preview ? `${loaded.preview.title} | ${content.name}` : `${t("pagePreviewNotice")} | ${content.name}`;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

function PreviewNotice({ notes, other }: { notes: string[]; other?: { href: string; text: string; language: Language } }) {
  const t = useT();
  return (
    <div role="note" aria-label={t("pagePreviewNotice")} className="mb-8 rounded-xl border border-amber-300/40 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
      <p className="font-semibold">{t("pagePreviewNotice")}</p>
      {notes.map((note) => (
        <p key={note} className="mt-1">
          {note}
        </p>
      ))}
      {other ? (
        <p className="mt-2">
          <a href={other.href} hrefLang={HTML_LANG[other.language]} className="underline underline-offset-4">
            {other.text}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { preview, alternates } = loaderData;
  const otherLanguage: Language = language === "pt" ? "en" : "pt";
  const otherHref = (alternates as Partial<Record<Language, string>>)[otherLanguage];
  const other = otherHref ? { href: otherHref, text: t("previewOtherVersion"), language: otherLanguage } : undefined;
  if (!preview) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <PreviewNotice notes={[t("pagePreviewNoVersion")]} other={other} />
      </div>
    );
  }
  const state =
    preview.state === "live"
      ? t("pagePreviewLive")
      : preview.state === "scheduled" && preview.publishAt
        ? t("pagePreviewScheduled", { date: formatLongDate(preview.publishAt, language) })
        : t("pagePreviewDraft");
  const fromDraft = preview.draftSavedAt ? [t("previewFromDraft", { date: formatLongDate(preview.draftSavedAt, language) })] : [];
  return <PageDetail title={preview.title} html={preview.html} language={language} t={t} notice={<PreviewNotice notes={[state, ...fromDraft]} other={other} />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const t = useT();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <title>{t("pageNotFound")}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="font-display text-4xl text-white">{t("pageNotFound")}</h1>
      {isRouteErrorResponse(error) ? null : <ErrorReference />}
      <p className="mt-10">
        <a href={localizePath("/", language)} className="text-amber-300 underline underline-offset-4">
          {t("backToHome")}
        </a>
      </p>
    </div>
  );
}
