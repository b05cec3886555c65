import { createContext, use } from "react";
import { useLocation } from "react-router";

/**
 * The id of the request a page answers (server/request-log.ts: its `X-Request-Id` and its log line).
 * The server's entry provides it; the browser's entry reads it back from the page it hydrates.
 */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** Where the page's request id is written, for the browser's entry to read before it hydrates. */
export const REQUEST_ID_ATTRIBUTE = "data-request-id";

const TEXT = {
  en: "If it happens again, quote this reference:",
  pt: "Se acontecer de novo, informe esta referência:",
} as const;

/**
 * Under a 5xx page: the request's id, so that a visitor's report can be found in the log (issue 29).
 * Only on the page the server answered: after a navigation in the browser there is no request of ours
 * to name, so nothing is shown.
 */
export function ErrorReference({ className }: { className?: string }) {
  const requestId = use(RequestIdContext);
  const location = useLocation();
  if (!requestId || location.key !== "default") return null;
  const language = /^\/pt(?:\/|$)/.test(location.pathname) ? "pt" : "en";
  return (
    <p className={className ?? "mt-6 text-sm text-slate-400"}>
      {`${TEXT[language]} `}
      <code {...{ [REQUEST_ID_ATTRIBUTE]: "" }}>{requestId}</code>
    </p>
  );
}
