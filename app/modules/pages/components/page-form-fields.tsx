import { Eye, History, Link2, LoaderCircle } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { uploadImage } from "#app/modules/admin/api-client.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { AutosaveIndicator } from "#app/modules/articles/components/autosave-indicator.tsx";
import { PreviewLinksDialog } from "#app/modules/articles/components/preview-links-dialog.tsx";
import { RevisionsPanel } from "#app/modules/articles/components/revisions-panel.tsx";
import { PAGE_SHOW_IN, type Page, type PageShowIn } from "../page.ts";
import type { PageDraft } from "../page.schema.ts";
import { asArticleText, type PageText, textOfPageDraft } from "../page-revision.ts";
import type { PagesAdminText } from "../pages-admin-text.ts";
import { PAGES_KEY, type VersionValues } from "./page-form-state.ts";
import type { PageFormState } from "./use-page-form.ts";

// The article editor (TipTap), loaded when a page is first edited (issue 27: the same editor as articles).
const RichTextEditor = lazy(() => import("#app/modules/articles/components/rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

type GroupProps = { page: Page | null; form: PageFormState; text: PagesAdminText };

/** Above the versions: the autosaved draft's offer, where the page is linked, and the page's history. */
export function PageFormTop({ page, form, text }: GroupProps) {
  const { text: t, fill, when } = useAdminText();
  const [showHistory, setShowHistory] = useState(false);
  const { offer } = form;
  return (
    <>
      {offer ? (
        <section aria-label={t.autosavedVersion} className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sm text-sky-100">
          <p className="mr-auto">{fill(page ? text.autosavedOfferEdit : t.autosavedOffer, { when: when(offer.savedAt) })}</p>
          <Button type="button" size="sm" onClick={form.restoreOffer}>
            {t.restoreAutosaved}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={form.discardOffer}>
            {t.discardIt}
          </Button>
        </section>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field label={text.showIn} className="max-w-sm gap-1.5">
          {(control) => (
            <select
              id={control.id}
              value={form.showIn}
              onChange={(event) => form.setShowIn(event.target.value as PageShowIn)}
              className="h-10 rounded-md border border-white/15 bg-ink px-3 text-sm text-slate-100"
            >
              {PAGE_SHOW_IN.map((place) => (
                <option key={place} value={place}>
                  {place === "header" ? text.showInHeader : place === "footer" ? text.showInFooter : text.showInNone}
                </option>
              ))}
            </select>
          )}
        </Field>
        {page ? (
          <Button type="button" variant="outline" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
            <History aria-hidden="true" />
            {showHistory ? text.hideHistory : t.history}
          </Button>
        ) : null}
      </div>
      {page && showHistory ? (
        <RevisionsPanel<PageDraft>
          articleId={page.id}
          apiPath={`${PAGES_KEY}/${page.id}`}
          current={asArticleText(textOfPageDraft(form.draft))}
          textOf={(data) => asArticleText(data as PageText)}
          restoredText={text.revisionRestoredText}
          onRestored={form.loadDraft}
        />
      ) : null}
    </>
  );
}

/** One language's version: title, address, excerpt, content, and whether and when it is published. */
export function VersionFields({ legend, values, onChange, text }: { legend: string; values: VersionValues; onChange: (values: VersionValues) => void; text: PagesAdminText }) {
  const id = useId();
  const set = (patch: Partial<VersionValues>) => onChange({ ...values, ...patch });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4">
      <legend className="px-1 font-semibold text-white">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`${text.title} (${legend})`} className="gap-1.5">
          {(control) => <Input {...control} value={values.title} onChange={(event) => set({ title: event.target.value })} />}
        </Field>
        <Field label={`${text.slug} (${legend})`} className="gap-1.5">
          {(control) => <Input {...control} value={values.slug} onChange={(event) => set({ slug: event.target.value })} autoCapitalize="off" spellCheck={false} />}
        </Field>
      </div>
      <Field label={`${text.excerpt} (${legend})`} className="gap-1.5">
        {(control) => <Input {...control} value={values.excerpt} onChange={(event) => set({ excerpt: event.target.value })} />}
      </Field>
      <div className="grid gap-1.5">
        <span id={`${id}-content`} className="text-sm font-medium text-slate-100">
          {`${text.content} (${legend})`}
        </span>
        <Suspense fallback={<Skeleton className="min-h-[300px] w-full rounded-lg" />}>
          <RichTextEditor initialHtml={values.content} onChange={(html) => set({ content: html })} onUploadImage={uploadImage} labelledBy={`${id}-content`} />
        </Suspense>
      </div>
      <div className="flex flex-wrap items-end gap-6">
        <div className="flex items-center gap-2">
          <input id={`${id}-published`} type="checkbox" checked={values.published} onChange={(event) => set({ published: event.target.checked })} className="size-4 accent-amber-300" />
          <Label htmlFor={`${id}-published`}>{`${text.published} (${legend})`}</Label>
        </div>
        <Field label={`${text.publishAt} (${legend})`} className="gap-1.5">
          {(control) => <Input {...control} type="datetime-local" value={values.publishAt} onChange={(event) => set({ publishAt: event.target.value })} />}
        </Field>
      </div>
    </fieldset>
  );
}

/** The save state, the previews and preview links (a saved page only), Cancel and Save. */
export function PageFormFooter({ page, form, text }: GroupProps) {
  const { text: t } = useAdminText();
  const [linksOpen, setLinksOpen] = useState(false);
  const { autosave, busy } = form;
  return (
    <DialogFooter className="flex-wrap gap-2">
      <AutosaveIndicator status={autosave.status} savedAt={autosave.savedAt} />
      {page ? (
        <>
          <Button type="button" variant="ghost" onClick={() => void form.preview("en")}>
            <Eye aria-hidden="true" /> {t.preview}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void form.preview("pt")} disabled={!form.hasPt}>
            <Eye aria-hidden="true" /> {t.previewPortuguese}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void autosave.flush().then(() => setLinksOpen(true))}>
            <Link2 aria-hidden="true" /> {t.previewLinks}
          </Button>
          <PreviewLinksDialog
            apiPath={`${PAGES_KEY}/${page.id}/preview-links`}
            title={form.en.title || form.pt.title}
            open={linksOpen}
            onOpenChange={setLinksOpen}
            kept={false}
            note={text.previewLinksNote}
          />
        </>
      ) : (
        <p className="self-center text-xs text-slate-400">{text.previewAfterSave}</p>
      )}
      <Button type="button" variant="ghost" onClick={() => void form.close()} disabled={busy}>
        {text.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {busy ? text.saving : text.save}
      </Button>
    </DialogFooter>
  );
}
