import { Eye, Link2, LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { hasEnglishVersion, hasPortugueseVersion } from "./article-form.ts";
import { AutosaveIndicator } from "./autosave-indicator.tsx";
import { PreviewLinksDialog } from "./preview-links-dialog.tsx";
import type { ArticleFormModel } from "./use-article-form.ts";

/**
 * The editor's footer: where the autosaved draft stands, the previews of a saved article, Cancel and
 * Create/Update. On a phone the buttons sit in one or two rows, the previews as icons (issue 30: they
 * were five full-width buttons stacked over the editor).
 */
export function ArticleFormFooter({ form, onCancel }: { form: ArticleFormModel; onCancel: () => void }) {
  const { text: t } = useAdminText();
  const [linksOpen, setLinksOpen] = useState(false);
  const { article, values, saving } = form;
  return (
    <DialogFooter className="sticky bottom-0 z-10 flex-row flex-wrap items-center justify-end border-t border-white/10 bg-panel/95 px-4 py-3 backdrop-blur sm:px-6 sm:py-4">
      <AutosaveIndicator status={form.autosave.status} savedAt={form.autosave.savedAt} />
      {article ? (
        <>
          <FooterButton label={t.preview} tag="EN" icon={<Eye aria-hidden="true" />} onClick={() => void form.preview("en")} disabled={!hasEnglishVersion(values)} />
          <FooterButton
            label={t.previewPortuguese}
            tag="PT"
            icon={<Eye aria-hidden="true" />}
            onClick={() => void form.preview("pt")}
            disabled={!hasPortugueseVersion(values)}
          />
          <FooterButton label={t.previewLinks} icon={<Link2 aria-hidden="true" />} onClick={() => setLinksOpen(true)} />
          <PreviewLinksDialog apiPath={`/api/articles/${article.id}/preview-links`} title={values.title || values.ptTitle} open={linksOpen} onOpenChange={setLinksOpen} />
        </>
      ) : null}
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        {t.cancel}
      </Button>
      <Button type="submit" disabled={saving} aria-live="polite">
        {saving ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {saving ? t.saving : article ? t.updateArticle : t.createArticle}
      </Button>
    </DialogFooter>
  );
}

/**
 * A preview button: an icon on a phone, the icon and its name from the small breakpoint up. `tag` tells
 * apart the icons that are alike on a phone (the two previews' eyes: "EN", "PT"; issue 30).
 */
function FooterButton({ label, tag, icon, onClick, disabled }: { label: string; tag?: string; icon: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="sm:h-10" title={label} onClick={onClick} disabled={disabled}>
      {icon}
      {tag ? (
        <span aria-hidden="true" className="text-xs font-semibold sm:hidden">
          {tag}
        </span>
      ) : null}{" "}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}
