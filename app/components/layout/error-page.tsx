import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { ErrorReference } from "../error-reference.tsx";

/** What an error page says: for an answer's status (404, 410, ...), or for a failure (`status` null: a 5xx). */
export interface ErrorCopy {
  heading: string;
  description?: ReactNode;
  /** The document's title, when the route's own meta does not give one. */
  title?: string;
}

interface ErrorPageProps {
  error: unknown;
  /** The words for a status: the page's own handlers, in the page's language. */
  copy: (status: number | null, data: unknown) => ErrorCopy;
  /** Where to go instead (the list the missing item belongs to, or the home). */
  back?: { href: string; label: string; style?: "button" | "link" };
  /** "Try again": a form that loads the same address anew, with or without script (failures only). */
  retry?: string;
  align?: "center" | "start";
  /** Extra head elements (e.g. `noindex`), and what follows the text (e.g. links to the main pages). */
  head?: ReactNode;
  children?: ReactNode;
  headingClassName?: string;
}

const BUTTON =
  "mt-10 inline-flex rounded-full bg-amber-300 px-6 py-3 font-semibold text-ink hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300";

/**
 * The one error page of the public site: every route's ErrorBoundary gives its words per status and
 * where to go back to; this writes the page. A failure (anything but a route's own 4xx answer) is
 * logged and shows the request's reference (issue 29); a 4xx never does.
 */
export function ErrorPage({ error, copy, back, retry, align = "center", head, children, headingClassName }: ErrorPageProps) {
  const response = isRouteErrorResponse(error) ? error : null;
  const failure = !response || response.status >= 500;
  if (!response) console.error(error);
  const words = copy(failure ? null : response.status, response?.data);
  return (
    <div className={cn("mx-auto max-w-3xl px-4 py-24 sm:px-6", align === "center" && "text-center")}>
      {words.title ? <title>{words.title}</title> : null}
      {head}
      <h1 className={headingClassName ?? "font-display text-4xl text-white"}>{words.heading}</h1>
      {words.description ? <p className="mt-4 text-lg text-slate-300">{words.description}</p> : null}
      {failure ? <ErrorReference /> : null}
      {failure && retry ? <RetryForm label={retry} /> : null}
      {children}
      {back ? (
        back.style === "link" ? (
          <p className="mt-10">
            <a href={back.href} className="text-amber-300 underline underline-offset-4">
              {back.label}
            </a>
          </p>
        ) : (
          <Link to={back.href} className={BUTTON}>
            {back.label}
          </Link>
        )
      ) : null}
    </div>
  );
}

function RetryForm({ label }: { label: string }) {
  const location = useLocation();
  return (
    <form method="get" action={location.pathname}>
      {[...new URLSearchParams(location.search)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={BUTTON}>
        {label}
      </button>
    </form>
  );
}
