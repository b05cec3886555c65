import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { FontsStylesheet, PublicPageScripts } from "./components/document-scripts.tsx";
import { HTML_LANG, languageFromPath, LANGUAGES } from "./lib/language.ts";
import { pageAlternates } from "./lib/page-alternates.ts";
import { pageHydrates } from "./lib/page-handle.ts";
import type { Route } from "./+types/root";
import { ErrorReference } from "#app/components/error-reference.tsx";

/**
 * The document. Only pages whose route asks for it (`handle.hydrate`: the admin) get React Router's
 * runtime; public pages reach the browser as HTML and CSS with small script islands (ADR 018).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  // The admin's pages are in the admin's language (its layout's loader), the site's in their URL's.
  const admin = useRouteLoaderData<{ adminLanguage?: "en" | "pt" }>("routes/admin/layout");
  const pathname = useLocation().pathname;
  const language = admin?.adminLanguage ?? languageFromPath(pathname);
  const matches = useMatches();
  const hydrate = pageHydrates(matches);
  // Where the stored-language redirect goes when it is not `/x` <-> `/pt/x` ("": this page has no such version).
  const alternates = pageAlternates(matches);
  const alternateAttributes = alternates
    ? Object.fromEntries(LANGUAGES.filter((other) => other !== language).map((other) => [`data-href-${other}`, alternates[other] ?? ""]))
    : {};
  return (
    <html lang={HTML_LANG[language]} {...alternateAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {hydrate ? <FontsStylesheet /> : <PublicPageScripts />}
        <meta name="theme-color" content="#0b0f17" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-24">
      <title>{notFound ? "Page not found" : "Error"}</title>
      <h1 className="text-4xl font-semibold">{notFound ? "404" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-300">
        {notFound ? "Did you forget to add the page to the router?" : "An error occurred. Please try again."}
      </p>
      {notFound ? null : <ErrorReference />}
    </main>
  );
}
