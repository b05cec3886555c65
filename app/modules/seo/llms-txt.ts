import type { SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { type PageName, paths } from "#app/lib/paths.ts";
import type { ArticleCard } from "#app/modules/articles/article-view.ts";
import { absoluteUrl } from "./page-meta.ts";


const HEADINGS = {
  en: {
    pages: "Pages",
    articles: "Articles",
    noArticles: "No articles published in English yet.",
    optional: "Optional",
    talks: "Talks",
    talksDescription: "Upcoming talks with calendar files, past talks with slides and video.",
    articlesIndex: "All articles, newest first (web page).",
    feed: "RSS feed of the latest articles in English.",
    otherLanguage: "The same index in Portuguese, with the articles written in Portuguese.",
    markdown: "Each article below links to its Markdown version; its web page is the same address without `.md`.",
  },
  pt: {
    pages: "Páginas",
    articles: "Artigos",
    noArticles: "Nenhum artigo publicado em português ainda.",
    optional: "Opcional",
    talks: "Palestras",
    talksDescription: "Próximas palestras com arquivo de calendário, palestras anteriores com slides e vídeo.",
    articlesIndex: "Todos os artigos, dos mais recentes aos mais antigos (página web).",
    feed: "Feed RSS dos artigos mais recentes em português.",
    otherLanguage: "O mesmo índice em inglês, com os artigos escritos em inglês.",
    markdown: "Cada artigo abaixo leva à sua versão em Markdown; a página web é o mesmo endereço sem `.md`.",
  },
} as const;

/**
 * Site-content text as one line of Markdown that reads as the text itself (issue 22): no line breaks, a
 * backslash before every character Markdown gives a meaning inline (link and image brackets, emphasis,
 * code, HTML and autolinks, tables, strike-through, entities; `://`, `www.` and `@`, which GitHub's
 * Markdown turns into links), and before a mark that would make the line a heading, quote, list or rule.
 */
export function markdownText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_[\]<>|~@]|&(?=#?\w+;)|:(?=\/\/)|(?<=\bwww)\./gi, "\\$&")
    .replace(/^([#>+=-]|\d+(?=[.)]))/, "\\$1");
}

function link(title: string, url: string, description: string): string {
  return `- [${markdownText(title)}](${url}): ${markdownText(description)}`;
}

/**
 * `/llms.txt` and `/pt/llms.txt` (llmstxt.org): who the owner is, the press and media kits, the letter,
 * the talks, and the articles written in the file's language with a one-line description each, every
 * address absolute.
 */
export function buildLlmsTxt(input: {
  siteUrl: string;
  language: Language;
  content: SiteContent;
  articles: readonly ArticleCard[];
  /** The owner's live pages in the language (issue 27): title, site-relative path, excerpt. */
  ownPages?: readonly { title: string; path: string; excerpt: string | null }[];
}): string {
  const { siteUrl, language, content } = input;
  const h = HEADINGS[language];
  const url = (page: PageName) => absoluteUrl(siteUrl, paths.page(page, language));
  const pages = content.seo.pages;
  const lines = [
    `# ${markdownText(content.name)}`,
    "",
    `> ${markdownText(`${content.person.jobTitle}. ${content.person.description}`)}`,
    "",
    markdownText(content.about.paragraphs[0] ?? content.person.description),
    "",
    h.markdown,
    "",
    `## ${h.pages}`,
    "",
    link(pages.home.title, url("home"), pages.home.description),
    link(content.pressKit.title, url("pressKit"), pages.pressKit.description),
    link(content.mediaKit.title, url("mediaKit"), pages.mediaKit.description),
    link(content.museumLetter.title, url("museumLetter"), pages.museumLetter.description),
    link(h.talks, url("talks"), h.talksDescription),
    link(pages.articles.title, url("articles"), h.articlesIndex),
    ...(input.ownPages ?? []).map((page) => link(page.title, absoluteUrl(siteUrl, page.path), page.excerpt ?? page.title)),
    "",
    `## ${h.articles}`,
    "",
    ...(input.articles.length > 0
      ? input.articles.map((card) => link(card.title, absoluteUrl(siteUrl, paths.articleMarkdown(card.slug, language)), card.excerpt))
      : [h.noArticles]),
    "",
    `## ${h.optional}`,
    "",
    link(language === "pt" ? "English" : "Português", absoluteUrl(siteUrl, paths.llmsTxt(language === "pt" ? "en" : "pt")), h.otherLanguage),
    link("RSS", absoluteUrl(siteUrl, paths.rss(language)), h.feed),
  ];
  return `${lines.join("\n")}\n`;
}
