import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { dismissSettledToasts } from "#app/components/ui/use-toast.ts";
import { TooltipProvider } from "#app/components/ui/tooltip.tsx";
import type { PageHandle } from "#app/lib/page-handle.ts";
import { AdminLanguageProvider, useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { adminLanguageOfRequest } from "#app/modules/admin-i18n/admin-language.ts";
import type { Route } from "./+types/layout";
import "./admin.css";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";
import { ErrorReference } from "#app/components/error-reference.tsx";

/** The admin is an application: it alone gets React Router's runtime in the browser (ADR 018). */
export const handle: PageHandle = { hydrate: true };

/** Admin pages are never indexed (meta robots in each page, and this header). */
export function headers(): HeadersInit {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": NO_STORE_CACHE_CONTROL };
}

/** The admin's language on this page load: the cookie of the switch or of the signed-in user's choice, else the browser's. */
export function loader({ request }: Route.LoaderArgs) {
  return { adminLanguage: adminLanguageOfRequest(request) };
}

/** The language is read once per page load; navigating inside the admin asks the server for nothing. */
export function shouldRevalidate(): boolean {
  return false;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLanguageProvider initialLanguage={loaderData.adminLanguage}>
      <TooltipProvider>
        <div className="admin-root min-h-dvh bg-ink text-slate-100">
          <Outlet />
        </div>
        <AdminToaster />
      </TooltipProvider>
    </AdminLanguageProvider>
  );
}

/**
 * The admin's toasts (issue 30) close once the situation they describe has moved on: another tab or
 * message (the address changes), or the owner typing or choosing in a field again.
 */
function AdminToaster() {
  const { text } = useAdminText();
  const location = useLocation();
  useEffect(() => {
    dismissSettledToasts();
  }, [location.pathname, location.search]);
  useEffect(() => {
    const edited = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("[data-slot=toast], [role=region]")) return;
      dismissSettledToasts();
    };
    document.addEventListener("input", edited, true);
    document.addEventListener("change", edited, true);
    return () => {
      document.removeEventListener("input", edited, true);
      document.removeEventListener("change", edited, true);
    };
  }, []);
  return <Toaster label={text.notifications} closeLabel={text.close} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { text } = useAdminText();
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <title>{text.adminError}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-semibold text-white">{status === 404 ? text.pageNotFound : text.somethingWentWrong}</h1>
      <p className="mt-4 text-slate-300">{text.errorTryAgain}</p>
      {status >= 500 ? <ErrorReference /> : null}
      <p className="mt-8 flex gap-6">
        <Link to="/admin" className="text-accent underline-offset-4 hover:underline">
          {text.adminDashboardLink}
        </Link>
        <Link to="/" reloadDocument className="text-accent underline-offset-4 hover:underline">
          {text.backToSiteHeader}
        </Link>
      </p>
    </main>
  );
}
