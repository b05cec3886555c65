import { createTranslator } from "#app/i18n/translate.ts";
import type { TranslationKey } from "#app/i18n/translations.ts";
import { useLanguage, useT } from "#app/i18n/use-language.ts";
import { type Language, languageFromPath, localizePath } from "#app/lib/language.ts";
import { StatementView } from "#app/modules/privacy/components/statement-view.tsx";
import type { OwnerParagraphs } from "#app/modules/privacy/privacy-facts.ts";
import type { Statement } from "#app/modules/privacy/privacy-notice.ts";
import { buildPageMeta } from "#app/modules/seo/page-meta.ts";
import { breadcrumbJsonLd } from "#app/modules/seo/structured-data.ts";
import { pageShareImage } from "#app/modules/share-cards/share-card.ts";
import { siteContentFromMatches } from "#app/modules/site-content/use-site-content.ts";

/**
 * What the privacy notice and the accessibility statement (issue 27) share: a generated statement
 * between the owner's paragraphs, at one address per language, with the same head and breadcrumb.
 */
export interface StatementPageData {
  statement: Statement;
  owner: OwnerParagraphs;
  siteUrl: string;
  alternates: Record<Language, string>;
}

/** The page's head: its title, canonical and hreflang alternates, share image and breadcrumb data. */
export function statementMeta(
  loaded: StatementPageData | undefined,
  args: { pathname: string; matches: Parameters<typeof siteContentFromMatches>[0] },
  page: { fallbackTitle: TranslationKey; pathOf: (language: Language) => string },
) {
  const language = languageFromPath(args.pathname);
  const content = siteContentFromMatches(args.matches, language);
  const t = createTranslator(language);
  if (!loaded) return [{ title: `${t(page.fallbackTitle)} | ${content.name}` }];
  return buildPageMeta({
    siteUrl: loaded.siteUrl,
    language,
    path: page.pathOf("en"),
    alternates: loaded.alternates,
    title: `${loaded.statement.title} | ${content.name}`,
    description: loaded.statement.description,
    siteName: content.seo.siteName,
    image: pageShareImage("home", content, language),
    extra: [
      breadcrumbJsonLd(loaded.siteUrl, [
        { name: t("home"), path: localizePath("/", language) },
        { name: loaded.statement.title, path: page.pathOf(language) },
      ]),
    ],
  });
}

/** The page itself: the breadcrumb above the statement view. */
export function StatementPage({ data }: { data: StatementPageData }) {
  const language = useLanguage();
  const t = useT();
  return (
    <StatementView
      statement={data.statement}
      owner={data.owner}
      breadcrumb={
        <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
          <a href={localizePath("/", language)} className="hover:text-white">
            {t("home")}
          </a>{" "}
          / <span aria-current="page">{data.statement.title}</span>
        </nav>
      }
    />
  );
}
