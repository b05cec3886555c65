/** The press pages' print button: the browser's print dialog (print, or save as PDF). */
export function mount(button: HTMLElement): void {
  button.classList.remove("invisible");
  button.addEventListener("click", () => window.print());
}
