/**
 * A button that opens a modal `<dialog>` (`data-dialog` names its id), e.g. the book's "peek inside"
 * (spec §2). Browsers with invoker commands (`commandfor`) open and close it without script; this
 * island does it for the others, and closes it on a click on the backdrop. The browser makes it modal,
 * closes it on Escape and gives focus back to the button.
 */
export function mount(button: HTMLElement): void {
  const dialog = document.getElementById(button.dataset.dialog ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  button.addEventListener("click", () => {
    if (!dialog.open) dialog.showModal();
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest("[data-dialog-close]")) dialog.close();
  });
}
