import { data, redirect } from "react-router";
import { getSiteContent } from "#app/content/site.ts";
import { formatLongDate, HTML_LANG, type Language, languageFromPath, languageOf, localizePath } from "#app/lib/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { buildArticlePreview, checkPreviewToken, previewPath } from "#app/modules/articles/article-preview.service.server.ts";
import { ArticleDetail } from "#app/modules/articles/components/public/article-detail.tsx";
import { findCookieUser } from "#app/modules/auth/session-cookie.server.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import type { Route } from "./+types/article-preview";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";

/**
 * An article as visitors will see it, before it is published (ADR 021): `/preview/articles/{id}` for
 * the signed-in admin, `/preview/{token}` for a signed link; both under `/pt` too. Never cached, never
 * indexed, and the link's token never leaves in a Referer (`<meta name="referrer">`).
 */
const PREVIEW_HEADERS = { "Cache-Control": NO_STORE_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };

function previewFailure(reason: "invalid" | "expired" | "revoked" | "missing", status: number): never {
  throw data({ reason }, { status, headers: PREVIEW_HEADERS });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  let target: { articleId: number } | { token: string };
  let articleId: number;
  let expiresAt: string | null = null;
  if ("id" in params && params.id !== undefined) {
    const user = await findCookieUser(context.db, request);
    if (!user?.isAdmin) throw redirect("/admin/login", { headers: PREVIEW_HEADERS });
    if (!/^[1-9]\d{0,9}$/.test(params.id)) previewFailure("missing", 404);
    articleId = Number(params.id);
    target = { articleId };
  } else {
    const token = "token" in params ? (params.token ?? "") : "";
    const check = await checkPreviewToken(context.db, token);
    if (check.status !== "valid") previewFailure(check.status, check.status === "invalid" ? 404 : 410);
    articleId = check.articleId;
    expiresAt = check.expiresAt;
    target = { token };
  }
  try {
    const { preview, languages } = await buildArticlePreview(context.db, articleId, language);
    const alternates = Object.fromEntries(languages.map((l) => [l, previewPath(l, target)]));
    return data(renderOnly({ preview, languages, alternates, expiresAt }), { headers: PREVIEW_HEADERS });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") previewFailure("missing", 404);
    throw error;
  }
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const content = getSiteContent(language);
  const t = createTranslator(language);
  const title = loaded?.preview ? `${loaded.preview.view.title} | ${content.name}` : `${t("previewNotice")} | ${content.name}`;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

function PreviewNotice({ notes, other }: { notes: string[]; other?: { href: string; text: string; language: Language } }) {
  const t = useT();
  return (
    <div role="note" aria-label={t("previewNotice")} className="mb-8 rounded-xl border border-amber-300/40 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
      <p className="font-semibold">{t("previewNotice")}</p>
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

export default function ArticlePreviewPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { preview, alternates, expiresAt } = loaderData;
  const otherLanguage: Language = language === "pt" ? "en" : "pt";
  const otherHref = (alternates as Partial<Record<Language, string>>)[otherLanguage];
  const other = otherHref ? { href: otherHref, text: t("previewOtherVersion"), language: otherLanguage } : undefined;
  const expiry = expiresAt ? [t("previewExpires", { date: formatLongDate(expiresAt, language) })] : [];
  if (!preview) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <PreviewNotice notes={[t("previewNoVersion"), ...expiry]} other={other} />
      </div>
    );
  }
  const state =
    preview.state === "live"
      ? t("previewLive")
      : preview.state === "scheduled" && preview.publishAt
        ? t("previewScheduled", { date: formatLongDate(preview.publishAt, language) })
        : t("previewDraft");
  const fromDraft = preview.source === "draft" ? [t("previewFromDraft", { date: formatLongDate(preview.savedAt, language) })] : [];
  return (
    <ArticleDetail
      article={preview.view}
      language={language}
      t={t}
      notice={<PreviewNotice notes={[state, ...fromDraft, ...expiry]} other={other} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  const t = useT();
  const headings: Record<string, string> = { expired: t("previewLinkExpired"), revoked: t("previewLinkRevoked"), invalid: t("previewLinkInvalid") };
  return (
    <ErrorPage
      error={error}
      copy={(_status, data) => {
        const reason = (data as { reason?: string } | undefined)?.reason ?? "";
        const heading = headings[reason] ?? t("articleNotFound");
        return { heading, title: heading, description: reason === "missing" ? t("articleNotFoundDescription") : t("previewLinkHelp") };
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
