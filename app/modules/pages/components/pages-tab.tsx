import { Pencil, Trash2 } from "lucide-react";
import { type RefObject, useId, useRef, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ApiError } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Page } from "../page.ts";
import { PAGES_ADMIN_TEXT, type PagesAdminText } from "../pages-admin-text.ts";
import { PageFormFooter, PageFormTop, VersionFields } from "./page-form-fields.tsx";
import { PAGES_KEY, statusOf } from "./page-form-state.ts";
import { usePageForm } from "./use-page-form.ts";

/** The tab's name in the admin's language. */
export function PagesTabLabel() {
  const { language } = useAdminText();
  return <>{PAGES_ADMIN_TEXT[language].tab}</>;
}

/** Pages tab (issue 27): the owner's own pages in both languages. */
export function PagesTab() {
  const { language, text: t } = useAdminText();
  const text = PAGES_ADMIN_TEXT[language];
  const pages = useApiQuery<Page[]>(PAGES_KEY);
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
        path={deleting ? `${PAGES_KEY}/${deleting.id}` : null}
        title={text.deleteTitle}
        description={text.deleteText}
        invalidates={PAGES_KEY}
        successMessage={text.deleted}
        failureMessage={(error) => (error instanceof ApiError ? (error.serverMessage ?? text.deleteFailed) : text.deleteFailed)}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** The page editor: both versions of a page, composed of its groups over `usePageForm`. */
function PageForm({ page, text, onDone, closeRef }: { page: Page | null; text: PagesAdminText; onDone: () => void; closeRef: RefObject<(() => Promise<void>) | null> }) {
  const form = usePageForm(page, text, onDone, closeRef);
  const hasPtId = useId();
  return (
    <form onSubmit={submitHandler(form.submit)} noValidate className="grid gap-6">
      <DialogHeader>
        <DialogTitle>{page ? text.editTitle : text.newTitle}</DialogTitle>
      </DialogHeader>
      {/* A close that could not keep the text (use-page-form.ts): at the top, in view where the owner was typing. */}
      {form.closeError ? (
        <p role="alert" className="rounded-lg border border-red-400/40 bg-red-400/10 px-4 py-3 text-sm text-red-200">
          {form.closeError}
        </p>
      ) : null}
      <PageFormTop page={page} form={form} text={text} />
      <VersionFields key={`en-${form.editorKey}`} legend={text.english} values={form.en} onChange={form.setEn} text={text} />
      <div className="flex items-center gap-2">
        <input id={hasPtId} type="checkbox" checked={form.hasPt} onChange={(event) => form.setHasPt(event.target.checked)} className="size-4 accent-amber-300" />
        <Label htmlFor={hasPtId}>{text.hasPortuguese}</Label>
      </div>
      {form.hasPt ? <VersionFields key={`pt-${form.editorKey}`} legend={text.portuguese} values={form.pt} onChange={form.setPt} text={text} /> : null}
      {form.error ? (
        <p role="alert" className="text-sm text-red-300">
          {form.error}
        </p>
      ) : null}
      {/* Also by the buttons, where Cancel was pressed (announced once, at the top). */}
      {form.closeError ? <p className="text-sm text-red-300">{form.closeError}</p> : null}
      <PageFormFooter page={page} form={form} text={text} />
    </form>
  );
}
