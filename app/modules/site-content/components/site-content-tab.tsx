import { Eye, History, LoaderCircle, Save } from "lucide-react";
import { type ComponentType, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { localizeSection, SITE_CONTENT_ADMIN_TEXT } from "../site-content-admin-text.ts";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { CONTENT_SECTIONS, type Path, sectionOfPath, setIn } from "../content-form.ts";
import type { SiteContentDocument, SiteContentRevision } from "../site-content.ts";
import { SiteContentSchema } from "../site-content.schema.ts";
import { type Drafts, type EditLanguage, FieldEditor, type FieldErrors } from "./content-fields.tsx";

const KEY = "/api/site-content/";
const LANGUAGES: EditLanguage[] = ["en", "pt"];
const NO_ERRORS: FieldErrors = { en: {}, pt: {} };

/** How the edited section is drawn with the unsaved content: given by the admin's route, which composes public components. */
export type ContentPreview = ComponentType<{ content: SiteContent; language: EditLanguage; section: string }>;

/** Site content tab: every section of the public pages, English and Portuguese side by side (ADR 023). */
export function SiteContentTab({ Preview }: { Preview: ContentPreview }) {
  const en = useApiQuery<SiteContentDocument>(`${KEY}en`);
  const pt = useApiQuery<SiteContentDocument>(`${KEY}pt`);
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

function issuesByPath(content: unknown): Record<string, string> {
  const result = SiteContentSchema.safeParse(content);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
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
  const initial: Drafts = useMemo(() => ({ en: documents.en.content, pt: documents.pt.content }), [documents]);
  const [drafts, setDrafts] = useState<Drafts>(initial);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  // Set by a failed save: once the section with the errors is shown, its first invalid field gets the focus.
  const focusInvalid = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<EditLanguage | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { language: adminLanguage, text, fill, when } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  const serverMessage = useServerMessage();
  const sections = useMemo(() => CONTENT_SECTIONS.map((s) => localizeSection(s, adminLanguage)), [adminLanguage]);

  const changed = LANGUAGES.filter((language) => JSON.stringify(drafts[language]) !== JSON.stringify(initial[language]));
  const errorCount = (id: string) =>
    LANGUAGES.reduce((sum, language) => sum + Object.keys(errors[language]).filter((path) => sectionOfPath(path) === id).length, 0);

  const onChange = (language: EditLanguage | "both", path: Path, value: unknown) => {
    setDrafts((current) => {
      const next = { ...current };
      for (const target of language === "both" ? LANGUAGES : [language]) next[target] = setIn(current[target], path, value);
      return next;
    });
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = [...Object.keys(next.en), ...Object.keys(next.pt)].map(sectionOfPath).find((id) => id !== undefined);
    if (first) setSection(first);
    focusInvalid.current = true;
  };

  // Issue 30: the first bad field gets the focus, scrolled to the middle of the screen, clear of the
  // sticky save bar below and the header above (not left under the bar where the save was pressed).
  useEffect(() => {
    if (!focusInvalid.current) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    focusInvalid.current = false;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center", behavior: "instant" });
  }, [errors, section]);

  const save = async () => {
    const found: FieldErrors = { en: issuesByPath(drafts.en), pt: issuesByPath(drafts.pt) };
    if (Object.keys(found.en).length + Object.keys(found.pt).length > 0) {
      showErrors(found);
      toast({ title: t.checkFields, description: t.checkFieldsText, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      for (const language of changed) {
        try {
          await apiRequest("PUT", `${KEY}${language}`, drafts[language]);
        } catch (error) {
          if (error instanceof ApiError && error.issues.length > 0) {
            showErrors({ ...NO_ERRORS, [language]: Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])) });
          }
          throw error;
        }
      }
      setErrors(NO_ERRORS);
      toast({ title: t.saved, description: t.savedText });
      await invalidateQueries(KEY);
    } catch (error) {
      toast({ title: t.saveFailed, description: serverMessage(error) ?? text.errorTryAgain, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const current = sections.find((s) => s.id === section) ?? sections[0];
  const lastSaved = [documents.en.revision, documents.pt.revision].filter((r): r is SiteContentRevision => r !== null).sort((a, b) => b.id - a.id)[0];

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
        <nav aria-label={t.sections}>
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {sections.map((s) => {
              const count = errorCount(s.id);
              return (
                <li key={s.id}>
                  <button
                    type="button"
                    aria-current={s.id === section ? "page" : undefined}
                    onClick={() => setSection(s.id)}
                    className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-300 hover:bg-white/5 aria-[current=page]:bg-white/10 aria-[current=page]:text-white"
                  >
                    {s.title}
                    {count > 0 ? (
                      <span className="rounded-full bg-red-500/80 px-1.5 text-xs text-white">
                        {count}
                        <span className="sr-only"> {count === 1 ? t.errorOne : t.errorMany}</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {current ? (
          <form
            ref={formRef}
            aria-label={fill(t.sectionContent, { section: current.title })}
            className="space-y-6 rounded-xl border border-white/10 bg-panel/60 p-4 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-white">{current.title}</h3>
              <p className="text-xs text-slate-400">{t.sideBySide}</p>
            </div>
            {current.intro ? <p className="-mt-3 text-sm text-slate-300">{current.intro}</p> : null}
            {current.note ? <p className="text-sm text-slate-300">{current.note}</p> : null}
            <div aria-hidden="true" className="hidden gap-3 text-xs font-semibold tracking-wider text-slate-400 uppercase md:grid md:grid-cols-2">
              <span>{t.english}</span>
              <span>{t.portuguese}</span>
            </div>
            {Object.entries(current.fields).map(([name, field]) => (
              <FieldEditor key={`${current.id}-${name}`} spec={field} path={[name]} label={field.kind === "group" ? "" : ("label" in field ? field.label : "") ?? ""} ctx={{ drafts, errors, onChange }} />
            ))}
            <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-white/10 bg-slate-950/95 px-4 py-3 sm:-mx-6 sm:px-6">
              <Button type="submit" disabled={saving || changed.length === 0}>
                {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                {saving ? text.saving : t.saveChanges}
              </Button>
              <Button type="button" variant="outline" onClick={() => setPreview("en")}>
                <Eye aria-hidden="true" />
                {t.preview}
              </Button>
              <span role="status" className="text-sm text-slate-300">
                {changed.length > 0
                  ? fill(t.unsavedIn, { languages: changed.map((l) => (l === "en" ? t.englishName : t.portugueseName)).join(t.and) })
                  : t.noUnsaved}
              </span>
            </div>
          </form>
        ) : null}
      </div>
      <Dialog open={preview !== null} onOpenChange={(open) => setPreview(open ? (preview ?? "en") : null)}>
        <DialogContent className="max-h-[90dvh] max-w-6xl overflow-y-auto" closeLabel={text.close}>
          <DialogHeader>
            <DialogTitle>{fill(t.previewOf, { section: current?.title ?? "" })}</DialogTitle>
            <DialogDescription>{t.previewText}</DialogDescription>
          </DialogHeader>
          <div role="group" aria-label={t.previewLanguage} className="flex gap-2">
            {LANGUAGES.map((language) => (
              <Button key={language} type="button" size="sm" variant={preview === language ? "default" : "outline"} aria-pressed={preview === language} onClick={() => setPreview(language)}>
                {language === "en" ? t.english : t.portuguese}
              </Button>
            ))}
          </div>
          {preview && current ? <Preview content={drafts[preview] as SiteContent} language={preview} section={current.id} /> : null}
        </DialogContent>
      </Dialog>
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

function HistoryDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; onLoad: (language: EditLanguage, content: SiteContent) => void }) {
  const [language, setLanguage] = useState<EditLanguage>("en");
  const revisions = useApiQuery<SiteContentRevision[]>(props.open ? `${KEY}${language}/revisions` : `${KEY}${language}`);
  const list = props.open && Array.isArray(revisions.data) ? revisions.data : [];
  const { language: adminLanguage, text, when } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  const serverMessage = useServerMessage();
  const load = async (id: number) => {
    try {
      const document = await apiRequest<SiteContentDocument>("GET", `${KEY}${language}/revisions/${id}`);
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
          {LANGUAGES.map((l) => (
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
