import { type FormEvent, useId, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { createMessageInputSchema } from "#app/modules/contact/message.schema.ts";

type Field = "name" | "email" | "eventDetails" | "message";

const INPUT =
  "mt-2 w-full rounded-xl border bg-ink/70 px-4 py-3 text-base text-white placeholder:text-slate-500 focus:border-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300/50";

/**
 * The speaking-invite and contact forms: the server's Zod schema with the spec's messages in the
 * page's language, "Processing..." in flight, a toast on success, and on failure a toast while the
 * typed text stays in the form. Posts to POST /api/messages.
 */
export function MessageForm({ kind, language, t }: { kind: "speaking" | "contact"; language: Language; t: Translate }) {
  const formId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const fields: Field[] = kind === "speaking" ? ["name", "email", "eventDetails", "message"] : ["name", "email", "message"];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      kind,
      language,
      name: String(data.get("name") ?? ""),
      email: String(data.get("email") ?? ""),
      eventDetails: kind === "speaking" ? String(data.get("eventDetails") ?? "") : null,
      message: String(data.get("message") ?? ""),
      website: String(data.get("website") ?? ""),
    };
    const parsed = createMessageInputSchema(language).safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = fields.find((field) => next[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch("/api/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "include",
        body: JSON.stringify(input),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(response.status < 500 && body.message ? body.message : t("sendFailed"));
      toast({ title: kind === "speaking" ? t("requestSent") : t("messageSent") });
      form.reset();
    } catch (error) {
      const description = error instanceof Error && error.message !== "Failed to fetch" ? error.message : t("sendFailed");
      toast({ variant: "destructive", title: t("sendFailedTitle"), description });
    } finally {
      setBusy(false);
    }
  }

  const label = (field: Field) => t(field);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {fields.map((field) => {
        const id = `${formId}-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : field === "eventDetails" ? `${id}-hint` : undefined,
          className: `${INPUT} ${error ? "border-rose-400" : "border-white/15"}`,
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="text-sm font-medium text-slate-200">
              {label(field)} <span className="text-amber-300" aria-hidden="true">*</span>
              <span className="sr-only"> ({t("required")})</span>
            </label>
            {field === "message" ? (
              <textarea {...common} rows={5} required maxLength={5000} />
            ) : field === "eventDetails" ? (
              <>
                <textarea {...common} rows={3} required maxLength={3000} />
                {error ? null : (
                  <p id={`${id}-hint`} className="mt-1 text-xs text-slate-400">
                    {t("eventDetailsHint")}
                  </p>
                )}
              </>
            ) : (
              <input
                {...common}
                type={field === "email" ? "email" : "text"}
                autoComplete={field === "email" ? "email" : "name"}
                required
                maxLength={field === "email" ? 254 : 200}
              />
            )}
            {error ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-300">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* Honeypot: invisible to people, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-website`}>Website</label>
        <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-amber-300 px-6 py-3 font-semibold text-ink transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {busy ? t("processing") : kind === "speaking" ? t("sendInvite") : t("send")}
      </button>
    </form>
  );
}
