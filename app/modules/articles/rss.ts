import type { Language } from "#app/lib/language.ts";
import type { ArticleCard } from "./article-view.ts";
import { escapeXml } from "#app/lib/xml.ts";
import { paths } from "#app/lib/paths.ts";

export const RSS_ITEMS = 20;


/** RSS 2.0 feed of the latest published articles in one language. */
export function buildRssFeed(input: {
  siteUrl: string;
  language: Language;
  title: string;
  description: string;
  cards: ArticleCard[];
}): string {
  const { siteUrl, language } = input;
  const link = `${siteUrl}${paths.page("articles", language)}`;
  const self = `${siteUrl}${paths.rss(language)}`;
  const items = input.cards
    .map((card) => {
      const url = `${siteUrl}${paths.article(card.slug, language)}`;
      return [
        "    <item>",
        `      <title>${escapeXml(card.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${new Date(card.publishedAt).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(card.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const lastBuild = input.cards[0] ? new Date(input.cards[0].publishedAt).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(input.title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(input.description)}</description>
    <language>${language === "pt" ? "pt-BR" : "en-US"}</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
