import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { fromLocalInput, ownerTimeZone } from "#app/lib/local-time.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

import type { ArticleFormModel } from "./use-article-form.ts";

/** Each version's publication fields in the form. */
const FIELDS = {
  en: { published: "published", publishAt: "publishAt", publishedAt: "publishedAt" },
  pt: { published: "ptPublished", publishAt: "ptPublishAt", publishedAt: "ptPublishedAt" },
} as const;

/**
 * A version's schedule and publication date (ADR 020), in the owner's time zone: a time to go live
 * while it is not published, and the date shown to readers (earlier for an article from an older blog).
 */
export function PublicationFields({ form, language }: { form: ArticleFormModel; language: "en" | "pt" }) {
  const { text: t, fill, when } = useAdminText();
  const fields = FIELDS[language];
  const { values, errors, id } = form;
  const scheduledIso = fromLocalInput(values[fields.publishAt]);
  const timeZone = ownerTimeZone();
  const languageName = language === "pt" ? t.languageLower_pt : t.languageLower_en;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-white/10 p-4">
      <legend className="px-1 text-sm font-medium text-slate-200">{fill(t.publicationOfVersion, { language: languageName })}</legend>
      {values[fields.published] ? (
        <p className="text-sm text-slate-400">{t.publishedScheduleNote}</p>
      ) : (
        <Field
          id={id(fields.publishAt)}
          label={language === "pt" ? t.schedulePortuguese : t.schedulePublication}
          error={errors[fields.publishAt]}
          className="content-start"
          description={scheduledIso ? fill(t.goesLiveOn, { when: when(scheduledIso), timeZone }) : fill(t.leaveEmptyDraft, { timeZone })}
        >
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                type="datetime-local"
                value={values[fields.publishAt]}
                onChange={(event) => form.update({ [fields.publishAt]: event.target.value })}
                className="w-auto"
              />
              {values[fields.publishAt] ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => form.update({ [fields.publishAt]: "" })}>
                  {t.clear}
                  <span className="sr-only"> {fill(t.clearScheduleOf, { language: languageName })}</span>
                </Button>
              ) : null}
            </div>
          )}
        </Field>
      )}
      <Field
        id={id(fields.publishedAt)}
        label={language === "pt" ? t.portuguesePublicationDate : t.publicationDate}
        error={errors[fields.publishedAt]}
        className="content-start"
        description={t.publicationDateHint}
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={values[fields.publishedAt]}
            onChange={(event) => form.update({ [fields.publishedAt]: event.target.value })}
            className="w-auto"
          />
        )}
      </Field>
    </fieldset>
  );
}
