import { Input } from "#app/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { paths } from "#app/lib/paths.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "#app/modules/categories/category.ts";
import { NewsletterPublishControls } from "#app/modules/newsletter/components/newsletter-publish-controls.tsx";
import { NO_CATEGORY } from "./article-form.ts";
import { ArticleCoverField } from "./article-cover-field.tsx";
import { SwitchField, VersionContentField } from "./article-field-parts.tsx";
import { PublicationFields } from "./article-publication-fields.tsx";
import type { ArticleFormModel } from "./use-article-form.ts";

/** The English tab: the article's main fields, what both versions share (category, cover, featured), and the English publication. */
export function ArticleEnglishFields({ form, categories }: { form: ArticleFormModel; categories: Category[] }) {
  const { text: t, fill } = useAdminText();
  const { article, values, errors, id, update } = form;
  const slugChangedOnPublished = article !== null && article.publishedAt !== null && article.slug !== null && values.slug !== article.slug;
  return (
    <>
      <Field id={id("title")} label={t.title} error={errors.title}>
        {(control) => <Input {...control} value={values.title} onChange={(event) => form.changeTitle(event.target.value)} autoComplete="off" />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id("slug")}
          label={t.slugUrl}
          error={errors.slug}
          className="content-start"
          description={
            slugChangedOnPublished
              ? fill(t.slugMoved, { path: paths.article(article.slug ?? "", "en") })
              : fill(t.slugAddress, { path: paths.article(values.slug || t.yourSlug, "en") })
          }
        >
          {(control) => (
            <Input {...control} value={values.slug} onChange={(event) => update({ slug: event.target.value })} autoComplete="off" spellCheck={false} />
          )}
        </Field>
        <Field id={id("categoryId")} label={t.category} error={errors.categoryId} className="content-start">
          {(control) => (
            <Select value={values.categoryId} onValueChange={(categoryId) => update({ categoryId })}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_CATEGORY}>{t.none}</SelectItem>
                {categories.map((category) => (
                  <SelectItem key={category.id} value={String(category.id)}>
                    {category.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
      </div>
      <VersionContentField form={form} language="en" />
      <Field id={id("excerpt")} label={t.excerptOptional} error={errors.excerpt}>
        {(control) => <Textarea {...control} rows={3} value={values.excerpt} onChange={(event) => update({ excerpt: event.target.value })} />}
      </Field>
      <ArticleCoverField id={id("coverImage")} value={values.coverImage} error={errors.coverImage} onChange={(coverImage) => update({ coverImage })} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField
          id={id("published")}
          label={t.published}
          description={t.publishedDescription}
          checked={values.published}
          onChange={form.changePublished}
        />
        <SwitchField id={id("featured")} label={t.featured} description={t.featuredDescription} checked={values.featured} onChange={(featured) => update({ featured })} />
        <NewsletterPublishControls
          id={id("newsletter")}
          articleId={article?.id ?? null}
          language="en"
          checked={values.newsletter}
          onChange={(newsletter) => update({ newsletter })}
        />
      </div>
      <PublicationFields form={form} language="en" />
    </>
  );
}
