import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getSiteContent } from "#app/content/site.ts";
import { LANGUAGES, type Language } from "#app/lib/language.ts";
import { createTranslator } from "#app/i18n/translate.ts";
import { frameMarkupKey, renderFrameMarkup } from "./frame-markup.server.tsx";
import { type FrameMarkup, SiteFrame } from "./site-frame.tsx";

/** A public page's frame as the server renders it: with the prerendered parts, or rendering them itself. */
async function renderFrame(language: Language, markup: FrameMarkup | undefined): Promise<string> {
  const content = getSiteContent(language);
  const t = createTranslator(language);
  const routes = [
    {
      path: "*",
      Component: () => (
        <SiteFrame content={content} language={language} t={t} suggestPortuguese markup={markup}>
          <p>The page</p>
        </SiteFrame>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${language === "pt" ? "/pt/articles" : "/articles"}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe("the site frame's prerendered parts (ADR 030)", () => {
  it.each(LANGUAGES)("give the same page, byte for byte, as rendering them with the page (%s)", async (language) => {
    const markup = renderFrameMarkup(getSiteContent(language), language);
    const prerendered = await renderFrame(language, markup);
    expect(prerendered).toBe(await renderFrame(language, undefined));
    // Each part is really used: the navigation, the drawer and the footer.
    expect(markup.mainNav).toContain("#speaking");
    expect(markup.drawer).toContain("data-drawer-panel");
    expect(markup.footer).toContain(getSiteContent(language).footer.copyrightHolder);
    for (const part of Object.values(markup)) expect(prerendered).toContain(part);
  });

  it("are rendered in the page's language", () => {
    expect(renderFrameMarkup(getSiteContent("pt"), "pt").mainNav).toContain('href="/pt/articles"');
    expect(renderFrameMarkup(getSiteContent("en"), "en").mainNav).toContain('href="/articles"');
  });

  it("are kept under a key that changes with the footer's year", () => {
    expect(frameMarkupKey()).toContain(String(new Date().getFullYear()));
  });
});
