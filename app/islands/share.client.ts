import { showToast } from "./toasts.client.ts";

/**
 * The share buttons' script part (ADR 026): "Copy link" where the Clipboard API is available, and the
 * device's share sheet where `navigator.share` exists. Both keep their place invisibly until shown.
 * The network links work without script.
 */
export function mount(section: HTMLElement): void {
  const { shareTitle, shareCopyUrl, shareNativeUrl } = section.dataset;
  const copyButton = section.querySelector<HTMLButtonElement>("[data-share-copy]");
  const nativeButton = section.querySelector<HTMLButtonElement>("[data-share-native]");

  if (copyButton && shareCopyUrl && typeof navigator.clipboard?.writeText === "function") {
    copyButton.classList.remove("invisible");
    copyButton.addEventListener("click", () => {
      navigator.clipboard.writeText(shareCopyUrl).then(
        () => showToast({ title: section.dataset.copied ?? "", description: section.dataset.copiedDescription }),
        () => showToast({ title: section.dataset.copyFailed ?? "", description: section.dataset.copyFailedDescription, variant: "destructive" }),
      );
    });
  }

  if (nativeButton && shareNativeUrl && typeof navigator.share === "function") {
    nativeButton.classList.remove("invisible");
    nativeButton.addEventListener("click", () => {
      // A visitor who closes the share sheet rejects the promise (AbortError): nothing to say.
      navigator.share({ title: shareTitle, url: shareNativeUrl }).catch(() => undefined);
    });
  }
}
