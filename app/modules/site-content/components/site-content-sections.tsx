import { Eye, LoaderCircle, Save } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { SectionSpec } from "../content-form.ts";
import { SITE_CONTENT_ADMIN_TEXT } from "../site-content-admin-text.ts";
import { type EditLanguage, type FieldContext, FieldEditor, type FieldErrors } from "./content-fields.tsx";
import { errorCountIn } from "./site-content-editor-state.ts";

/** The list of sections beside the form, each with the count of its wrong fields. */
export function SectionNav({ sections, section, errors, onSelect }: { sections: SectionSpec[]; section: string; errors: FieldErrors; onSelect: (id: string) => void }) {
  const { language } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  return (
    <nav aria-label={t.sections}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {sections.map((s) => {
          const count = errorCountIn(errors, s.id);
          return (
            <li key={s.id}>
              <button
                type="button"
                aria-current={s.id === section ? "page" : undefined}
                onClick={() => onSelect(s.id)}
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
  );
}

interface SectionFormProps {
  current: SectionSpec;
  formRef: RefObject<HTMLFormElement | null>;
  ctx: FieldContext;
  changed: EditLanguage[];
  saving: boolean;
  onSave: () => void;
  onPreview: () => void;
}

/** One section's fields, English and Portuguese side by side, over the sticky bar with Save and Preview. */
export function SectionForm({ current, formRef, ctx, changed, saving, onSave, onPreview }: SectionFormProps) {
  const { language, text, fill } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[language];
  return (
    <form
      ref={formRef}
      aria-label={fill(t.sectionContent, { section: current.title })}
      className="space-y-6 rounded-xl border border-white/10 bg-panel/60 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
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
        <FieldEditor key={`${current.id}-${name}`} spec={field} path={[name]} label={field.kind === "group" ? "" : ("label" in field ? field.label : "") ?? ""} ctx={ctx} />
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-white/10 bg-slate-950 px-4 py-3 sm:-mx-6 sm:px-6">
        <Button type="submit" disabled={saving || changed.length === 0}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? text.saving : t.saveChanges}
        </Button>
        <Button type="button" variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" />
          {t.preview}
        </Button>
        <span role="status" className="text-sm text-slate-300">
          {changed.length > 0 ? fill(t.unsavedIn, { languages: changed.map((l) => (l === "en" ? t.englishName : t.portugueseName)).join(t.and) }) : t.noUnsaved}
        </span>
      </div>
    </form>
  );
}
