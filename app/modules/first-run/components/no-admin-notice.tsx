import { KeyRound } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { FIRST_RUN_ADMIN_TEXT } from "#app/modules/first-run/first-run-admin-text.ts";

/** On the login page of a site without an administrator (issue 30): says so, and offers the initialisation. */
export function NoAdminNotice({ onInitialize }: { onInitialize: () => void }) {
  const { language } = useAdminText();
  const text = FIRST_RUN_ADMIN_TEXT[language];
  return (
    <section aria-labelledby="no-admin-title" className="mb-6 rounded-xl border border-accent/40 bg-accent/[0.08] p-5">
      <h2 id="no-admin-title" className="flex items-center gap-2 font-semibold text-white">
        <KeyRound className="size-5 text-accent" aria-hidden="true" />
        {text.noAdminTitle}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-200">{text.noAdminText}</p>
      <Button className="mt-4 w-full sm:w-auto" onClick={onInitialize}>
        {text.noAdminAction}
      </Button>
    </section>
  );
}
