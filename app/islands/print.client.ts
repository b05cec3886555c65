/** The press pages' print button: the browser's print dialog (print, or save as PDF). */
export function mount(button: HTMLElement): void {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
