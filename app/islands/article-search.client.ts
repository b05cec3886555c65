/** Spec §4: the list follows the search box after a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;
/** A search slower than this shows the list's skeleton cards (a `<template id="{region}-loading">`). */
const SKELETON_AFTER_MS = 200;

/**
 * The articles search (spec §2, §4, §5). Without script it is a GET form: Enter loads the filtered
 * list. With it, the list follows the text after a pause (the query stays in the URL, so it can be
 * shared and the back button works), and a clear (x) button shows while there is text. The new
 * results are the server's own HTML for that URL: the regions named in `data-regions` are swapped.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const clear = form.querySelector<HTMLButtonElement>("[data-search-clear]");
  const regions = (form.dataset.regions ?? "").split(/\s+/).filter(Boolean);
  if (!input) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const showClear = () => {
    if (clear) clear.hidden = input.value === "";
  };
  const urlFor = (q: string) => {
    const params = new URLSearchParams();
    if (q !== "") params.set("q", q);
    const category = form.querySelector<HTMLInputElement>('input[name="category"]')?.value;
    if (category) params.set("category", category);
    const query = params.toString();
    return `${form.getAttribute("action") ?? location.pathname}${query ? `?${query}` : ""}`;
  };

  const load = async (url: string) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const targets = regions.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    for (const target of targets) target.setAttribute("aria-busy", "true");
    const skeletons = setTimeout(() => {
      for (const target of targets) {
        const template = document.getElementById(`${target.id}-loading`);
        if (template instanceof HTMLTemplateElement) target.replaceChildren(template.content.cloneNode(true));
      }
    }, SKELETON_AFTER_MS);
    try {
      const response = await fetch(url, { signal: current.signal, headers: { Accept: "text/html" } });
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      for (const target of targets) {
        const replacement = next.getElementById(target.id);
        if (replacement) target.replaceChildren(...Array.from(replacement.childNodes).map((node) => document.importNode(node, true)));
      }
    } catch (error) {
      if ((error as Error).name !== "AbortError") window.location.assign(url);
    } finally {
      clearTimeout(skeletons);
      if (controller === current) for (const target of targets) target.removeAttribute("aria-busy");
    }
  };

  const search = (mode: "replace" | "push") => {
    clearTimeout(timer);
    const url = urlFor(input.value);
    if (mode === "push") history.pushState(null, "", url);
    else history.replaceState(null, "", url);
    void load(url);
  };

  showClear();
  // Text typed before this island started (the page was already on screen) is searched now.
  if (input.value !== (new URLSearchParams(location.search).get("q") ?? "")) {
    timer = setTimeout(() => search("replace"), SEARCH_DEBOUNCE_MS);
  }
  input.addEventListener("input", () => {
    showClear();
    clearTimeout(timer);
    timer = setTimeout(() => search("replace"), SEARCH_DEBOUNCE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    search("push");
  });
  clear?.addEventListener("click", () => {
    input.value = "";
    showClear();
    search("push");
    input.focus();
  });
  window.addEventListener("popstate", () => {
    input.value = new URLSearchParams(location.search).get("q") ?? "";
    showClear();
    void load(location.pathname + location.search);
  });
}
