import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** Public pages: English at the spec's paths, Portuguese under /pt (ADR 003). */
function sitePages(language: "en" | "pt") {
  const id = (name: string) => `${name}-${language}`;
  return [
    index("routes/site/home.tsx", { id: id("home") }),
    route("articles", "routes/site/articles.tsx", { id: id("articles") }),
    route("articles/:slug", "routes/site/article.tsx", { id: id("article") }),
    route("press-kit", "routes/site/press-kit.tsx", { id: id("press-kit") }),
    route("media-kit", "routes/site/media-kit.tsx", { id: id("media-kit") }),
    route("museum-letter", "routes/site/museum-letter.tsx", { id: id("museum-letter") }),
    route("talks", "routes/site/talks.tsx", { id: id("talks") }),
    route("talks/:slug", "routes/site/talk.tsx", { id: id("talk") }),
    // The newsletter's pages (issue 25): the no-script subscribe answer, confirm and unsubscribe.
    route("newsletter", "routes/site/newsletter.tsx", { id: id("newsletter") }),
    route("newsletter/confirm", "routes/site/newsletter.tsx", { id: id("newsletter-confirm") }),
    route("newsletter/unsubscribe", "routes/site/newsletter.tsx", { id: id("newsletter-unsubscribe") }),
    // Previews of unpublished text (ADR 021): the admin's, and signed links.
    route("preview/articles/:id", "routes/site/article-preview.tsx", { id: id("article-preview") }),
    route("preview/pages/:id", "routes/site/page-preview.tsx", { id: id("page-preview") }),
    route("preview/pages/:id/:token", "routes/site/page-preview.tsx", { id: id("page-preview-link") }),
    route("preview/:token", "routes/site/article-preview.tsx", { id: id("preview-link") }),
  ];
}

/** Files that are not pages: feeds, calendars, Markdown and llms.txt (share cards are served by Express: server/share-cards-route.ts). */
function siteResources(language: "en" | "pt") {
  const id = (name: string) => `${name}-${language}`;
  return [
    // The Markdown version of an article and the index for AI assistants (llmstxt.org).
    route("articles/:slug.md", "routes/site/article-markdown.ts", { id: id("article-markdown") }),
    route("llms.txt", "routes/site/llms-txt.ts", { id: id("llms-txt") }),
    route("rss.xml", "routes/site/rss.ts", { id: id("rss") }),
    route("talks/:id/calendar.ics", "routes/site/talk-calendar.ts", { id: id("talk-calendar") }),
  ];
}

export default [
  ...siteResources("en"),
  ...prefix("pt", siteResources("pt")),
  route("search", "routes/site/search.ts", { id: "search-en" }),
  route("pt/search", "routes/site/search.ts", { id: "search-pt" }),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("sitemaps/:file", "routes/site/sitemap-part.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    // Issue 26: a forgotten password is reset from the owner's mailbox; an account address is confirmed.
    route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
    route("admin/reset-password", "routes/admin/reset-password.tsx"),
    route("admin/verify-email", "routes/admin/verify-email.tsx"),
    route("admin", "routes/admin/dashboard.tsx"),
  ]),
  layout("routes/site/layout.tsx", [
    ...sitePages("en"),
    ...prefix("pt", sitePages("pt")),
    // Issue 27: the privacy notice and the accessibility statement, each language at its own words.
    route("privacy", "routes/site/privacy.tsx", { id: "privacy-en" }),
    route("pt/privacidade", "routes/site/privacy.tsx", { id: "privacy-pt" }),
    route("accessibility", "routes/site/accessibility.tsx", { id: "accessibility-en" }),
    route("pt/acessibilidade", "routes/site/accessibility.tsx", { id: "accessibility-pt" }),
    // The owner's pages (issue 27): any static route above wins; an unknown slug is the 404.
    route(":slug", "routes/site/page.tsx", { id: "page-en" }),
    route("pt/:slug", "routes/site/page.tsx", { id: "page-pt" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
