import { ArrowLeft, LoaderCircle, LogOut } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

/** Dashboard header: "Back to Site" and Logout (spec §2). */
export function AdminHeader({ username, onLogout }: { username: string; onLogout: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const { text, fill } = useAdminText();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/85 backdrop-blur supports-[backdrop-filter]:bg-ink/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-3">
          <span className="grid size-8 place-items-center rounded-md bg-accent font-display text-base font-bold text-ink" aria-hidden="true">
            A
          </span>
          {/* Below 640 px the mark alone: "Administração" would push Logout off a 390 px screen. */}
          <span className="hidden text-sm font-semibold tracking-wide text-white sm:inline">
            {text.admin} <span className="hidden font-normal text-slate-400 sm:inline">· {fill(text.signedInAs, { username })}</span>
          </span>
        </div>
        <nav aria-label={text.admin} className="flex items-center gap-2">
          <Link to="/" reloadDocument className={buttonClassName({ variant: "ghost", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            {text.backToSiteHeader}
          </Link>
          <Button
            variant="outline"
            size="sm"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void onLogout().finally(() => setLeaving(false));
            }}
          >
            {leaving ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            {text.logout}
          </Button>
        </nav>
      </div>
    </header>
  );
}
