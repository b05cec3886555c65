import { ArrowLeft, LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminLanguageSwitch } from "#app/modules/admin-i18n/admin-language-switch.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

/** The frame of the screens shown before sign-in (login, reset, e-mail confirmation): a card, the language switch. */
export function SignedOutShell({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { text } = useAdminText();
  return (
    <main id="main" className="admin-login relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-16">
      <div className="absolute top-4 right-4">
        <AdminLanguageSwitch />
      </div>
      <div className="w-full max-w-sm">
        <div className="rounded-2xl border border-white/10 bg-panel/90 p-8 shadow-2xl shadow-black/50 backdrop-blur">
          <span className="mb-6 grid size-11 place-items-center rounded-xl border border-accent/30 bg-accent/10 text-accent" aria-hidden="true">
            <LockKeyhole className="size-5" />
          </span>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-white">{title}</h1>
          {intro ? <p className="mt-2 mb-8 text-sm text-slate-300">{intro}</p> : <div className="mb-8" />}
          {children}
        </div>
        <p className="mt-6 text-center">
          {footer ?? (
            <Link to="/" reloadDocument className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-300 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {text.backToSite}
            </Link>
          )}
        </p>
      </div>
    </main>
  );
}

/** The footer link of the reset screens. */
export function BackToLogin({ label }: { label: string }) {
  return (
    <Link to="/admin/login" className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-300 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
