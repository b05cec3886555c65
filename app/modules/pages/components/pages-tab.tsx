import { Eye, History, Link2, LoaderCircle, Pencil, Trash2 } from "lucide-react";
import { type FormEvent, lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest, uploadImage } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { paths } from "#app/lib/paths.ts";
import { sameText } from "#app/modules/articles/article-revision.ts";
import { PreviewLinksDialog } from "#app/modules/articles/components/preview-links-dialog.tsx";
import { RevisionsPanel } from "#app/modules/articles/components/revisions-panel.tsx";
import { AutosaveIndicator } from "#app/modules/articles/components/autosave-indicator.tsx";
import { useAutosave } from "#app/modules/articles/components/use-autosave.ts";
import { isLive, type Page, PAGE_SHOW_IN, type PageShowIn, type PageTranslation } from "../page.ts";
import type { PageDraft } from "../page.schema.ts";
import { asArticleText, type PageDraftState, type PageText, textOfPageDraft } from "../page-revision.ts";
import { PAGES_ADMIN_TEXT, type PagesAdminText } from "../pages-admin-text.ts";

// The article editor (TipTap), loaded when a page is first edited (issue 27: the same editor as articles).
const RichTextEditor = lazy(() => import("#app/modules/articles/components/rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })));

const KEY = "/api/pages";

interface VersionValues {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published: boolean;
  /** `YYYY-MM-DDTHH:MM` in the owner's time zone, or "". */
  publishAt: string;
}

function localInputOf(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function valuesOf(version: Omit<PageTranslation, "slug"> & { slug: string } | null): VersionValues {
  return {
    slug: version?.slug ?? "",
    title: version?.title ?? "",
    excerpt: version?.excerpt ?? "",
    content: version?.content ?? "",
    published: version?.published ?? false,
    publishAt: localInputOf(version?.publishAt ?? null),
  };
}

function payloadOf(values: VersionValues) {
  return {
    slug: values.slug.trim(),
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    published: values.published,
    publishAt: values.publishAt ? new Date(values.publishAt).toISOString() : null,
  };
}

function statusOf(version: PageTranslation | null, text: PagesAdminText): string {
  if (!version) return "—";
  if (isLive(version)) return text.live;
  return version.published ? text.scheduled : text.draft;
}

/** The tab's name in the admin's language. */
export function PagesTabLabel() {
  const { language } = useAdminText();
  return <>{PAGES_ADMIN_TEXT[language].tab}</>;
}

/** Pages tab (issue 27): the owner's own pages in both languages. */
export function PagesTab() {
  const { language, text: t } = useAdminText();
  const text = PAGES_ADMIN_TEXT[language];
  const pages = useApiQuery<Page[]>(KEY);
  const [editing, setEditing] = useState<{ open: boolean; page: Page | null }>({ open: false, page: null });
  const [deleting, setDeleting] = useState<Page | null>(null);
  // Escape, a click outside and Cancel all close through the form: what was typed is kept as the draft first.
  const closeForm = useRef<(() => Promise<void>) | null>(null);
  const closeDialog = () => setEditing({ open: false, page: null });
  const requestClose = () => void (closeForm.current ? closeForm.current() : closeDialog());
  return (
    <section aria-labelledby="pages-heading" className="space-y-6">
      <AdminTabHeader id="pages-heading" title={text.heading} intro={text.intro} addLabel={text.newPage} onAdd={() => setEditing({ open: true, page: null })} />
      <QueryState query={pages} loading={text.loading} failed={() => text.loadFailed} empty={{ when: (list) => list.length === 0, message: text.empty }}>
        {(list) => (
          <ul className="space-y-3">
            {list.map((page) => (
              <li key={page.id}>
                <Card>
                  <CardHeader className="flex flex-row items-start justify-between gap-4">
                    <div>
                      <CardTitle className="text-base">{page.title}</CardTitle>
                      <CardDescription>
                        /{page.slug} ({statusOf(page, text)}) · /pt/{page.pt?.slug ?? "—"} ({statusOf(page.pt, text)}) ·{" "}
                        {page.showIn === "header" ? text.showInHeader : page.showIn === "footer" ? text.showInFooter : text.showInNone}
                      </CardDescription>
                    </div>
                    <div className="flex gap-1">
                      <Button size="icon" variant="ghost" aria-label={`${text.edit} ${page.title}`} onClick={() => setEditing({ open: true, page })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`${text.delete} ${page.title}`} onClick={() => setDeleting(page)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog open={editing.open} onOpenChange={(open) => (open ? setEditing((state) => ({ ...state, open })) : requestClose())}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl" closeLabel={t.close}>
          {editing.open ? <PageForm page={editing.page} text={text} onDone={closeDialog} closeRef={closeForm} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmDeleteDialog
        path={deleting ? `${KEY}/${deleting.id}` : null}
        title={text.deleteTitle}
        description={text.deleteText}
        invalidates={KEY}
        successMessage={text.deleted}
        failureMessage={(error) => (error instanceof ApiError ? (error.serverMessage ?? text.deleteFailed) : text.deleteFailed)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** The editor's fields as the draft the server keeps (ADR 044). */
function draftOf(en: VersionValues, showIn: PageShowIn, hasPt: boolean, pt: VersionValues): PageDraft {
  return { ...payloadOf(en), showIn, pt: hasPt ? payloadOf(pt) : null };
}

function PageForm({ page, text, onDone, closeRef }: { page: Page | null; text: PagesAdminText; onDone: () => void; closeRef: RefObject<(() => Promise<void>) | null> }) {
  const { text: t, fill, when } = useAdminText();
  const [showIn, setShowIn] = useState<PageShowIn>(page?.showIn ?? "none");
  const [en, setEn] = useState<VersionValues>(valuesOf(page));
  const [hasPt, setHasPt] = useState(page !== null && page.pt !== null);
  const [pt, setPt] = useState<VersionValues>(valuesOf(page?.pt ?? null));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [dirty, setDirty] = useState(false);
  const [offer, setOffer] = useState<PageDraftState | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [linksOpen, setLinksOpen] = useState(false);
  // Editors take their HTML once: a restored draft or revision mounts new ones.
  const [editorKey, setEditorKey] = useState(0);
  const showInId = useId();
  const hasPtId = useId();
  const target: number | "new" = page?.id ?? "new";
  const draftPath = `${KEY}/${target}/draft`;
  const draft = draftOf(en, showIn, hasPt, pt);
  const autosave = useAutosave({ target, draft, dirty, url: draftPath });
  const [initial] = useState(() => textOfPageDraft(draft));

  // A draft autosaved before (a closed tab, a crash) is offered when the page is opened again.
  useEffect(() => {
    let live = true;
    apiRequest<{ draft: PageDraftState | null }>("GET", draftPath).then(
      ({ draft: saved }) => {
        if (live && saved && !sameText(asArticleText(textOfPageDraft(saved.data)), asArticleText(initial))) setOffer(saved);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draftPath, initial]);

  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    setDirty(true);
    set(value);
  };

  const loadDraft = (data: PageDraft) => {
    setDirty(true);
    if (data.showIn) setShowIn(data.showIn);
    setEn(valuesOf({ ...data, excerpt: data.excerpt || null, published: data.published ?? false, publishAt: data.publishAt ?? null }));
    setHasPt(data.pt !== null);
    if (data.pt) setPt(valuesOf({ ...data.pt, excerpt: data.pt.excerpt || null, published: data.pt.published ?? false, publishAt: data.pt.publishAt ?? null }));
    setEditorKey((key) => key + 1);
  };

  const restoreOffer = () => {
    if (!offer) return;
    loadDraft(offer.data);
    setOffer(null);
    toast({ title: t.autosavedRestored, description: text.pressSave });
  };

  const discardOffer = () => {
    setOffer(null);
    void apiRequest("DELETE", draftPath).catch(() => undefined);
  };

  const preview = async (language: "en" | "pt") => {
    if (!page) return;
    await autosave.flush();
    window.open(paths.pagePreview(page.id, language), "_blank", "noopener");
  };

  const close = async () => {
    // What is typed is kept as the draft at once (not at the autosave's next tick), offered when the page is opened again.
    await autosave.flush();
    onDone();
  };
  useEffect(() => {
    closeRef.current = close;
    return () => {
      closeRef.current = null;
    };
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const body = { ...payloadOf(en), showIn, pt: hasPt ? payloadOf(pt) : null };
      await autosave.stop();
      await (page ? apiRequest("PUT", `${KEY}/${page.id}`, body) : apiRequest("POST", KEY, body));
      toast({ title: text.saved });
      await invalidateQueries(KEY);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? text.saveFailed) : text.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submitHandler(submit)} noValidate className="grid gap-6">
      <DialogHeader>
        <DialogTitle>{page ? text.editTitle : text.newTitle}</DialogTitle>
      </DialogHeader>
      {offer ? (
        <section aria-label={t.autosavedVersion} className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sm text-sky-100">
          <p className="mr-auto">{fill(page ? text.autosavedOfferEdit : t.autosavedOffer, { when: when(offer.savedAt) })}</p>
          <Button type="button" size="sm" onClick={restoreOffer}>
            {t.restoreAutosaved}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={discardOffer}>
            {t.discardIt}
          </Button>
        </section>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor={showInId}>{text.showIn}</Label>
          <select
            id={showInId}
            value={showIn}
            onChange={(event) => changed(setShowIn)(event.target.value as PageShowIn)}
            className="h-10 rounded-md border border-white/15 bg-ink px-3 text-sm text-slate-100"
          >
            {PAGE_SHOW_IN.map((place) => (
              <option key={place} value={place}>
                {place === "header" ? text.showInHeader : place === "footer" ? text.showInFooter : text.showInNone}
              </option>
            ))}
          </select>
        </div>
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
          apiPath={`${KEY}/${page.id}`}
          current={asArticleText(textOfPageDraft(draft))}
          textOf={(data) => asArticleText(data as PageText)}
          restoredText={text.revisionRestoredText}
          onRestored={loadDraft}
        />
      ) : null}
      <VersionFields key={`en-${editorKey}`} legend={text.english} values={en} onChange={changed(setEn)} text={text} />
      <div className="flex items-center gap-2">
        <input id={hasPtId} type="checkbox" checked={hasPt} onChange={(event) => changed(setHasPt)(event.target.checked)} className="size-4 accent-amber-300" />
        <Label htmlFor={hasPtId}>{text.hasPortuguese}</Label>
      </div>
      {hasPt ? <VersionFields key={`pt-${editorKey}`} legend={text.portuguese} values={pt} onChange={changed(setPt)} text={text} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <DialogFooter className="flex-wrap gap-2">
        <AutosaveIndicator status={autosave.status} savedAt={autosave.savedAt} />
        {page ? (
          <>
            <Button type="button" variant="ghost" onClick={() => void preview("en")}>
              <Eye aria-hidden="true" /> {t.preview}
            </Button>
            <Button type="button" variant="ghost" onClick={() => void preview("pt")} disabled={!hasPt}>
              <Eye aria-hidden="true" /> {t.previewPortuguese}
            </Button>
            <Button type="button" variant="ghost" onClick={() => void autosave.flush().then(() => setLinksOpen(true))}>
              <Link2 aria-hidden="true" /> {t.previewLinks}
            </Button>
            <PreviewLinksDialog
              apiPath={`${KEY}/${page.id}/preview-links`}
              title={en.title || pt.title}
              open={linksOpen}
              onOpenChange={setLinksOpen}
              kept={false}
              note={text.previewLinksNote}
            />
          </>
        ) : (
          <p className="self-center text-xs text-slate-400">{text.previewAfterSave}</p>
        )}
        <Button type="button" variant="ghost" onClick={() => void close()} disabled={busy}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {busy ? text.saving : text.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

function VersionFields({ legend, values, onChange, text }: { legend: string; values: VersionValues; onChange: (values: VersionValues) => void; text: PagesAdminText }) {
  const id = useId();
  const set = (patch: Partial<VersionValues>) => onChange({ ...values, ...patch });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4">
      <legend className="px-1 font-semibold text-white">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{`${text.title} (${legend})`}</Label>
          <Input id={`${id}-title`} value={values.title} onChange={(event) => set({ title: event.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-slug`}>{`${text.slug} (${legend})`}</Label>
          <Input id={`${id}-slug`} value={values.slug} onChange={(event) => set({ slug: event.target.value })} autoCapitalize="off" spellCheck={false} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-excerpt`}>{`${text.excerpt} (${legend})`}</Label>
        <Input id={`${id}-excerpt`} value={values.excerpt} onChange={(event) => set({ excerpt: event.target.value })} />
      </div>
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-at`}>{`${text.publishAt} (${legend})`}</Label>
          <Input id={`${id}-at`} type="datetime-local" value={values.publishAt} onChange={(event) => set({ publishAt: event.target.value })} />
        </div>
      </div>
    </fieldset>
  );
}
