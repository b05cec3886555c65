import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { paths } from "#app/lib/paths.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { NewsletterPublishControls } from "#app/modules/newsletter/components/newsletter-publish-controls.tsx";
import { SwitchField, VersionContentField } from "./article-field-parts.tsx";
import { PublicationFields } from "./article-publication-fields.tsx";
import type { ArticleFormModel } from "./use-article-form.ts";

/** The Portuguese tab: the Portuguese version's text, address and publication (ADR 020). */
export function ArticlePortugueseFields({ form }: { form: ArticleFormModel }) {
  const { text: t, fill } = useAdminText();
  const { article, values, errors, id, update } = form;
  const ptSlugChangedOnPublished =
    article !== null && article.pt?.publishedAt != null && values.ptSlug.trim() !== "" && values.ptSlug !== article.pt.slug;
  return (
    <>
      <p className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3 text-sm text-slate-300">{t.portugueseTabNote}</p>
      <Field id={id("ptTitle")} label={t.portugueseTitle} error={errors.ptTitle}>
        {(control) => (
          <Input {...control} lang="pt-BR" value={values.ptTitle} onChange={(event) => form.changePtTitle(event.target.value)} autoComplete="off" />
        )}
      </Field>
      <Field
        id={id("ptSlug")}
        label={t.portugueseSlug}
        error={errors.ptSlug}
        description={
          ptSlugChangedOnPublished
            ? fill(t.slugMoved, { path: paths.article(article.pt?.slug ?? "", "pt") })
            : `${fill(t.portugueseAddress, { path: paths.article(values.ptSlug || values.slug || "slug", "pt") })}${values.ptSlug ? "" : t.portugueseAddressEmpty}`
        }
      >
        {(control) => (
          <Input
            {...control}
            value={values.ptSlug}
            placeholder={values.slug}
            onChange={(event) => update({ ptSlug: event.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <VersionContentField form={form} language="pt" />
      <Field id={id("ptExcerpt")} label={t.portugueseExcerpt} error={errors.ptExcerpt}>
        {(control) => <Textarea {...control} lang="pt-BR" rows={3} value={values.ptExcerpt} onChange={(event) => update({ ptExcerpt: event.target.value })} />}
      </Field>
      <SwitchField
        id={id("ptPublished")}
        label={t.portuguesePublished}
        description={t.portuguesePublishedDescription}
        checked={values.ptPublished}
        onChange={form.changePtPublished}
      />
      <NewsletterPublishControls
        id={id("ptNewsletter")}
        articleId={article?.id ?? null}
        language="pt"
        checked={values.ptNewsletter}
        onChange={(ptNewsletter) => update({ ptNewsletter })}
      />
      <PublicationFields form={form} language="pt" />
    </>
  );
}
