/**
 * The newsletter's subscribe forms (issue 25). Without script they post to /newsletter, which answers
 * in place; with it they post to POST /api/newsletter/subscribe and show the answer under the field.
 * The typed address stays on an error and is cleared once the request is taken.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const message = form.querySelector<HTMLElement>("[data-newsletter-message]");
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!message || !input) return;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
  const show = (text: string, error: boolean) => {
    message.textContent = text;
    message.className = error ? "mt-2 text-sm text-red-300" : "mt-2 text-sm text-emerald-300";
    if (error) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // The server's answer to an address that cannot be one, without the round trip.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.value.trim())) {
      show(form.dataset.invalid ?? "", true);
      input.focus();
      return;
    }
    if (submit) submit.disabled = true;
    form.setAttribute("aria-busy", "true");
    const body = { email: input.value, language: field("language") === "pt" ? "pt" : "en", website: field("website"), source: field("source") };
    void fetch("/api/newsletter/subscribe", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { message?: string };
        if (response.ok) {
          input.value = "";
          show(answer.message ?? "", false);
        } else {
          show(answer.message ?? "", true);
          input.focus();
        }
      })
      // The network failed: the form goes the no-script way.
      .catch(() => form.submit())
      .finally(() => {
        if (submit) submit.disabled = false;
        form.removeAttribute("aria-busy");
      });
  });
}
