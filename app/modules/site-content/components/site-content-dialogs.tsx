import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { SectionSpec } from "../content-form.ts";
import { SITE_CONTENT_ADMIN_TEXT } from "../site-content-admin-text.ts";
import type { SiteContentDocument, SiteContentRevision } from "../site-content.ts";
import type { Drafts, EditLanguage } from "./content-fields.tsx";
import { EDIT_LANGUAGES, SITE_CONTENT_KEY } from "./site-content-editor-state.ts";
import type { ContentPreview } from "./site-content-tab.tsx";

interface PreviewProps {
  preview: EditLanguage | null;
  setPreview: (language: EditLanguage | null) => void;
  current: SectionSpec | undefined;
  drafts: Drafts;
  Preview: ContentPreview;
}

/** The edited section drawn with the unsaved content, in either language. */
export function ContentPreviewDialog({ preview, setPreview, current, drafts, Preview }: PreviewProps) {
  const { language: adminLanguage, text, fill } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => setPreview(open ? (preview ?? "en") : null)}>
      <DialogContent className="max-h-[90dvh] max-w-6xl overflow-y-auto" closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{fill(t.previewOf, { section: current?.title ?? "" })}</DialogTitle>
          <DialogDescription>{t.previewText}</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label={t.previewLanguage} className="flex gap-2">
          {EDIT_LANGUAGES.map((language) => (
            <Button key={language} type="button" size="sm" variant={preview === language ? "default" : "outline"} aria-pressed={preview === language} onClick={() => setPreview(language)}>
              {language === "en" ? t.english : t.portuguese}
            </Button>
          ))}
        </div>
        {preview && current ? <Preview content={drafts[preview] as SiteContent} language={preview} section={current.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The saved versions of one language's content; "Load" puts one in the editor, unsaved. */
export function HistoryDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; onLoad: (language: EditLanguage, content: SiteContent) => void }) {
  const [language, setLanguage] = useState<EditLanguage>("en");
  const revisions = useApiQuery<SiteContentRevision[]>(props.open ? `${SITE_CONTENT_KEY}${language}/revisions` : `${SITE_CONTENT_KEY}${language}`);
  const list = props.open && Array.isArray(revisions.data) ? revisions.data : [];
  const { language: adminLanguage, text, when } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  const serverMessage = useServerMessage();
  const load = async (id: number) => {
    try {
      const document = await apiRequest<SiteContentDocument>("GET", `${SITE_CONTENT_KEY}${language}/revisions/${id}`);
      props.onLoad(language, document.content);
    } catch (error) {
      toast({ title: text.error, description: serverMessage(error) ?? t.revisionLoadFailed, variant: "destructive" });
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[80dvh] overflow-y-auto" closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{t.historyTitle}</DialogTitle>
          <DialogDescription>{t.historyText}</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label={t.historyLanguage} className="flex gap-2">
          {EDIT_LANGUAGES.map((l) => (
            <Button key={l} type="button" size="sm" variant={language === l ? "default" : "outline"} aria-pressed={language === l} onClick={() => setLanguage(l)}>
              {l === "en" ? t.english : t.portuguese}
            </Button>
          ))}
        </div>
        {list.length === 0 ? (
          <p className="text-sm text-slate-300">{t.noVersions}</p>
        ) : (
          <ul className="divide-y divide-white/10">
            {list.map((revision) => (
              <li key={revision.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  {when(revision.createdAt)}
                  {revision.createdBy ? ` · ${revision.createdBy}` : ""}
                </span>
                <Button type="button" size="sm" variant="outline" onClick={() => void load(revision.id)}>
                  {t.load}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
