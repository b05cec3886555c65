import { History } from "lucide-react";
import { type ComponentType, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { CONTENT_SECTIONS } from "../content-form.ts";
import { localizeSection, SITE_CONTENT_ADMIN_TEXT } from "../site-content-admin-text.ts";
import type { SiteContentDocument } from "../site-content.ts";
import type { EditLanguage } from "./content-fields.tsx";
import { ContentPreviewDialog, HistoryDialog } from "./site-content-dialogs.tsx";
import { lastSavedOf, SITE_CONTENT_KEY } from "./site-content-editor-state.ts";
import { SectionForm, SectionNav } from "./site-content-sections.tsx";
import { useSiteContentEditor } from "./use-site-content-editor.ts";

/** How the edited section is drawn with the unsaved content: given by the admin's route, which composes public components. */
export type ContentPreview = ComponentType<{ content: SiteContent; language: EditLanguage; section: string }>;

/** Site content tab: every section of the public pages, English and Portuguese side by side (ADR 023). */
export function SiteContentTab({ Preview }: { Preview: ContentPreview }) {
  const en = useApiQuery<SiteContentDocument>(`${SITE_CONTENT_KEY}en`);
  const pt = useApiQuery<SiteContentDocument>(`${SITE_CONTENT_KEY}pt`);
  // Kept here so that the section stays open when the editor starts again from the saved content.
  const [section, setSection] = useState(CONTENT_SECTIONS[0]?.id ?? "hero");
  const { language } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  const both = {
    data: en.data && pt.data ? { en: en.data, pt: pt.data } : undefined,
    error: en.error ?? pt.error,
    isLoading: en.isLoading || pt.isLoading,
    isFetching: en.isFetching || pt.isFetching,
    total: undefined,
    refetch: async () => void (await Promise.all([en.refetch(), pt.refetch()])),
  };
  const failed = () => (
    <>
      <strong className="block font-semibold text-white">{t.loadFailedTitle}</strong> {t.loadFailedText}
    </>
  );
  return (
    <QueryState query={both} loading={t.loading} failed={failed}>
      {(documents) => (
        <SiteContentEditor
          key={`${documents.en.revision?.id ?? 0}-${documents.pt.revision?.id ?? 0}`}
          documents={documents}
          section={section}
          setSection={setSection}
          Preview={Preview}
        />
      )}
    </QueryState>
  );
}

function SiteContentEditor({
  documents,
  section,
  setSection,
  Preview,
}: {
  documents: Record<EditLanguage, SiteContentDocument>;
  section: string;
  setSection: (id: string) => void;
  Preview: ContentPreview;
}) {
  const { drafts, errors, changed, saving, formRef, onChange, save } = useSiteContentEditor(documents, section, setSection);
  const [preview, setPreview] = useState<EditLanguage | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { language: adminLanguage, fill, when } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  const sections = useMemo(() => CONTENT_SECTIONS.map((s) => localizeSection(s, adminLanguage)), [adminLanguage]);
  const current = sections.find((s) => s.id === section) ?? sections[0];
  const lastSaved = lastSavedOf([documents.en.revision, documents.pt.revision]);

  return (
    <section aria-labelledby="content-heading" className="space-y-6">
      <AdminTabHeader
        id="content-heading"
        title={t.title}
        intro={
          lastSaved
            ? lastSaved.createdBy
              ? fill(t.lastSavedBy, { when: when(lastSaved.createdAt), user: lastSaved.createdBy })
              : fill(t.lastSaved, { when: when(lastSaved.createdAt) })
            : t.sampleContent
        }
      >
        <Button type="button" variant="ghost" onClick={() => setHistoryOpen(true)}>
          <History aria-hidden="true" />
          {t.history}
        </Button>
      </AdminTabHeader>
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <SectionNav sections={sections} section={section} errors={errors} onSelect={setSection} />
        {current ? (
          <SectionForm
            current={current}
            formRef={formRef}
            ctx={{ drafts, errors, onChange }}
            changed={changed}
            saving={saving}
            onSave={() => void save()}
            onPreview={() => setPreview("en")}
          />
        ) : null}
      </div>
      <ContentPreviewDialog preview={preview} setPreview={setPreview} current={current} drafts={drafts} Preview={Preview} />
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        onLoad={(language, content) => {
          onChange(language, [], content);
          setHistoryOpen(false);
          toast({ title: t.revisionLoaded, description: t.revisionLoadedText });
        }}
      />
    </section>
  );
}
