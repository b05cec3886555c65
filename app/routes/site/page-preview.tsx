import { data } from "react-router";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { languageOf } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import { renderOnly } from "#app/lib/render-only-data.ts";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";
import { PageDetail } from "#app/modules/pages/components/public/page-detail.tsx";
import { buildPagePreview, checkPagePreviewToken } from "#app/modules/pages/page-preview.service.server.ts";
import type { Route } from "./+types/page-preview";
import { PREVIEW_HEADERS, previewFailure, previewIdOf, previewOrMissing, requirePreviewAdmin } from "./composition/preview.server.ts";
import { PreviewErrorPage, previewHeaders, previewMeta, PreviewNotice, usePreviewNotes } from "./composition/preview-page.tsx";

/**
 * A page of the owner's as visitors will see it, before it is published (ADR 044, as articles' ADR
 * 021), from the autosaved draft when there is one: `/preview/pages/{id}` for the signed-in admin,
 * `/preview/pages/{id}/{token}` for a signed link (ADR 047); both under `/pt` too.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const token = "token" in params ? params.token : undefined;
  let id: number;
  let expiresAt: string | null = null;
  if (token === undefined) {
    await requirePreviewAdmin(context.db, request);
    id = previewIdOf(params.id);
  } else {
    const check = await checkPagePreviewToken(context.db, params.id, token);
    if (check.status !== "valid") previewFailure(check.status);
    id = check.pageId;
    expiresAt = check.expiresAt;
  }
  const { preview, languages } = await previewOrMissing(() => buildPagePreview(context.db, id, language));
  const alternates = Object.fromEntries(languages.map((l) => [l, paths.pagePreview(id, l, token)]));
  return data(renderOnly({ preview, alternates, expiresAt }), { headers: PREVIEW_HEADERS });
}

/** The newsletter's form in the footer posts here without script (issue 25). */
export const action = newsletterPageAction;

export const headers = previewHeaders;

export function meta({ data: loaded, location }: Route.MetaArgs) {
  return previewMeta(location.pathname, loaded?.preview?.title, "pagePreviewNotice");
}

const STATE_WORDS = { live: "pagePreviewLive", scheduled: "pagePreviewScheduled", draft: "pagePreviewDraft" } as const;

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useT();
  const { preview, alternates, expiresAt } = loaderData;
  const notes = usePreviewNotes(preview, { draftSavedAt: preview?.draftSavedAt ?? null, expiresAt, words: STATE_WORDS });
  if (!preview) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <PreviewNotice label={t("pagePreviewNotice")} notes={[t("pagePreviewNoVersion"), ...notes]} alternates={alternates} />
      </div>
    );
  }
  return <PageDetail title={preview.title} html={preview.html} language={language} t={t} notice={<PreviewNotice label={t("pagePreviewNotice")} notes={notes} alternates={alternates} />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewErrorPage error={error} missing={{ heading: "pageNotFound" }} />;
}
