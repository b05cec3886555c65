import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { REQUEST_ID_ATTRIBUTE, RequestIdContext } from "#app/components/error-reference.tsx";

const RELOAD_KEY = "chunkReloadAt";
const RELOAD_WINDOW_MS = 10_000;

/**
 * After a deploy, an open page may ask for code chunks that no longer exist. Vite raises
 * `vite:preloadError` (spec §8: "an event is raised"); we reload once to get the new release,
 * and let the error through if a reload just happened (so a real outage is not a reload loop).
 */
window.addEventListener("vite:preloadError", (event) => {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    // storage unavailable: reload anyway, once per page life
  }
  if (Date.now() - last < RELOAD_WINDOW_MS) return;
  event.preventDefault();
  try {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // ignore
  }
  window.location.reload();
});

/** A 5xx page names its request (ErrorReference): hydrated with the same id the server wrote. */
const requestId = document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.textContent ?? undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestIdContext value={requestId}>
        <HydratedRouter />
      </RequestIdContext>
    </StrictMode>,
  );
});
