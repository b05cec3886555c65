/**
 * An image over its placeholder (spec §4): on error it switches to its fallback (`data-fallback`) if it
 * has one, otherwise it is hidden and the placeholder stays; `data-failure-message` is logged first
 * (list cards log their failures). Images that failed before this island loaded are handled at once.
 */
export function mount(img: HTMLElement): void {
  if (!(img instanceof HTMLImageElement)) return;
  const fail = () => {
    const message = img.dataset.failureMessage;
    if (message) console.warn(`${message}: ${img.currentSrc || img.src}`);
    const fallback = img.dataset.fallback;
    if (fallback && img.getAttribute("src") !== fallback) {
      img.removeAttribute("srcset");
      img.removeAttribute("sizes");
      img.src = fallback;
      return;
    }
    img.hidden = true;
  };
  img.addEventListener("error", fail);
  if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) fail();
}
