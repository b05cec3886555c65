import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { HTML_LANG, languageFromPath } from "./i18n/language.ts";
import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  const language = languageFromPath(useLocation().pathname);
  return (
    <html lang={HTML_LANG[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0f17" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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
    </main>
  );
}
