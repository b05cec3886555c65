import { captureLandingAttribution } from "#app/modules/contact/attribution.ts";
import { type IslandModule, type IslandName, ISLANDS_READY_ATTRIBUTE, ISLAND_NAMES } from "#app/components/island.ts";

/**
 * The one script every public page loads (ADR 018): it finds the elements that name an island in
 * `data-island` and imports only those islands, each a small chunk of its own.
 */
const LOADERS: Record<IslandName, () => Promise<IslandModule>> = {
  header: () => import("./header.client.ts"),
  "section-link": () => import("./section-link.client.ts"),
  taglines: () => import("./taglines.client.ts"),
  "fade-in": () => import("./fade-in.client.ts"),
  "bottom-bar": () => import("./bottom-bar.client.ts"),
  "floating-contact": () => import("./floating-contact.client.ts"),
  tooltip: () => import("./tooltip.client.ts"),
  toasts: () => import("./toasts.client.ts"),
  "message-form": () => import("./message-form.client.ts"),
  "article-search": () => import("./article-search.client.ts"),
  dialog: () => import("./dialog.client.ts"),
  image: () => import("./image.client.ts"),
  print: () => import("./print.client.ts"),
  share: () => import("./share.client.ts"),
  "language-suggestion": () => import("./language-suggestion.client.ts"),
  video: () => import("./video.client.ts"),
  analytics: () => import("./analytics.client.ts"),
  "newsletter-form": () => import("./newsletter-form.client.ts"),
};

const RELOAD_KEY = "chunkReloadAt";
const RELOAD_WINDOW_MS = 10_000;

/**
 * After a deploy, an open page may ask for island chunks that no longer exist. An `islands:loaderror`
 * event is raised (spec §8: "an event is raised"); unless a listener handles it, the page reloads once
 * to get the new release, and the failure is thrown if a reload just happened (no reload loop).
 */
function onLoadFailure(error: unknown): void {
  const event = new CustomEvent("islands:loaderror", { cancelable: true, detail: error });
  if (!window.dispatchEvent(event)) return;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    // storage unavailable: reload anyway, once per page life
  }
  if (Date.now() - last < RELOAD_WINDOW_MS) throw error;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // ignore
  }
  window.location.reload();
}

function isIslandName(name: string): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name);
}

/** Resolves in a new task, letting the browser paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  const elements = new Map<IslandName, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    for (const name of (element.dataset.island ?? "").split(/\s+/)) {
      if (!isIslandName(name)) continue;
      const list = elements.get(name) ?? [];
      list.push(element);
      elements.set(name, list);
    }
  }
  const loads = [...elements].map(async ([name, list]) => {
    const island = await LOADERS[name]();
    // Each island mounts in a task of its own: no long task while the page is already on screen.
    await nextTask();
    for (const element of list) island.mount(element);
  });
  const results = await Promise.allSettled(loads);
  // The islands that loaded work even when another did not.
  document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, "ready");
  const failure = results.find((result) => result.status === "rejected");
  if (failure) onLoadFailure(failure.reason);
}

// The first page of a visit records its referrer and UTM parameters for the forms (first-party,
// sessionStorage only; app/modules/contact/attribution.ts).
try {
  captureLandingAttribution(location.href, document.referrer, sessionStorage);
} catch {
  // storage unavailable: the forms go without attribution
}
// The page adds this module after its first paint (app/components/document-scripts.tsx): the islands
// enhance a page that is already on screen, once the whole document is there.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => void boot(), { once: true });
else void boot();
