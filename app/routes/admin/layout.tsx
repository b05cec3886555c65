import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { TooltipProvider } from "#app/components/ui/tooltip.tsx";
import type { PageHandle } from "#app/lib/page-handle.ts";
import type { Route } from "./+types/layout";
import "./admin.css";
import { NO_STORE_CACHE_CONTROL } from "#app/lib/http-cache.ts";

/** The admin is an application: it alone gets React Router's runtime in the browser (ADR 018). */
export const handle: PageHandle = { hydrate: true };

/** Admin pages are never indexed (meta robots in each page, and this header). */
export function headers(): HeadersInit {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": NO_STORE_CACHE_CONTROL };
}

export default function AdminLayout() {
  return (
    <TooltipProvider>
      <div className="admin-root min-h-dvh bg-ink text-slate-100">
        <Outlet />
      </div>
      <Toaster />
    </TooltipProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24">
      <title>Admin error</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-semibold text-white">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-300">An error occurred. Please try again.</p>
      <p className="mt-8 flex gap-6">
        <Link to="/admin" className="text-accent underline-offset-4 hover:underline">
          Admin dashboard
        </Link>
        <Link to="/" reloadDocument className="text-accent underline-offset-4 hover:underline">
          Back to Site
        </Link>
      </p>
    </main>
  );
}
