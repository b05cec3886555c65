import type { PressContact } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";

/** Who answers the press: name, role, e-mail and the reply note. */
export function ContactCard({ contact, t, className }: { contact: PressContact; t: Translate; className?: string }) {
  return (
    <address className={`rounded-2xl border border-white/10 bg-panel p-6 not-italic shadow-lg shadow-black/20 sm:p-8 ${className ?? ""}`}>
      <p className="font-display text-2xl leading-snug text-white">{contact.name}</p>
      <p className="mt-1 text-slate-300">{contact.role}</p>
      <p className="mt-6">
        <span className="block text-xs font-semibold tracking-[0.18em] text-slate-400 uppercase">{t("email")}</span>
        <a
          href={`mailto:${contact.email}`}
          className="mt-1 inline-block text-lg break-all text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
        >
          {contact.email}
        </a>
      </p>
      <p className="mt-6 border-t border-white/10 pt-6 text-sm leading-6 text-slate-300">{contact.note}</p>
    </address>
  );
}
