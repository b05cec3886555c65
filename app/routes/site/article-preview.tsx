import { data } from "react-router";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { languageOf } from "#app/lib/language.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { buildArticlePreview, checkPreviewToken, previewPath } from "#app/modules/articles/article-preview.service.server.ts";
import { ArticleDetail } from "#app/modules/articles/components/public/article-detail.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";
import type { Route } from "./+types/article-preview";
import { PREVIEW_HEADERS, previewFailure, previewIdOf, previewOrMissing, requirePreviewAdmin } from "./composition/preview.server.ts";
import { PreviewErrorPage, previewHeaders, previewMeta, PreviewNotice, usePreviewNotes } from "./composition/preview-page.tsx";

/**
 * An article as visitors will see it, before it is published (ADR 021): `/preview/articles/{id}` for
 * the signed-in admin, `/preview/{token}` for a signed link; both under `/pt` too.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  let target: { articleId: number } | { token: string };
  let articleId: number;
  let expiresAt: string | null = null;
  if ("id" in params && params.id !== undefined) {
    await requirePreviewAdmin(context.db, request);
    articleId = previewIdOf(params.id);
    target = { articleId };
  } else {
    const token = "token" in params ? (params.token ?? "") : "";
    const check = await checkPreviewToken(context.db, token);
    if (check.status !== "valid") previewFailure(check.status);
    articleId = check.articleId;
    expiresAt = check.expiresAt;
    target = { token };
  }
  const { preview, languages } = await previewOrMissing(() => buildArticlePreview(context.db, articleId, language));
  const alternates = Object.fromEntries(languages.map((l) => [l, previewPath(l, target)]));
  return data(renderOnly({ preview, languages, alternates, expiresAt }), { headers: PREVIEW_HEADERS });
}

/** The newsletter's form in the footer (and at an article's end) posts here without script (issue 25). */
export const action = newsletterPageAction;

export const headers = previewHeaders;

export function meta({ data: loaded, location }: Route.MetaArgs) {
  return previewMeta(location.pathname, loaded?.preview?.view.title, "previewNotice");
}

const STATE_WORDS = { live: "previewLive", scheduled: "previewScheduled", draft: "previewDraft" } as const;

export default function ArticlePreviewPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { preview, alternates, expiresAt } = loaderData;
  const notes = usePreviewNotes(preview, { draftSavedAt: preview?.source === "draft" ? preview.savedAt : null, expiresAt, words: STATE_WORDS });
  if (!preview) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <PreviewNotice label={t("previewNotice")} notes={[t("previewNoVersion"), ...notes]} alternates={alternates} />
      </div>
    );
  }
  return <ArticleDetail article={preview.view} language={language} t={t} notice={<PreviewNotice label={t("previewNotice")} notes={notes} alternates={alternates} />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewErrorPage error={error} missing={{ heading: "articleNotFound", description: "articleNotFoundDescription" }} />;
}
