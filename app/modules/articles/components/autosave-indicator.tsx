import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { AutosaveStatus } from "./use-autosave.ts";

/** Where the autosaved draft stands (ADR 021, ADR 044), in the footer of the article and page editors. */
export function AutosaveIndicator({ status, savedAt }: { status: AutosaveStatus; savedAt: string | null }) {
  const { text: t, fill, language } = useAdminText();
  const text =
    status === "saving"
      ? t.savingDraft
      : status === "pending"
        ? t.unsavedChanges
        : status === "error"
          ? t.autosaveFailed
          : savedAt
            ? fill(t.draftAutosavedAt, { time: formatTime(savedAt, language) })
            : "";
  return (
    <p role="status" aria-live="polite" className={cn("mr-auto self-center text-xs", status === "error" ? "text-red-300" : "text-slate-400")}>
      {text}
    </p>
  );
}

function formatTime(iso: string, language: "en" | "pt"): string {
  return new Intl.DateTimeFormat(language === "pt" ? "pt-BR" : "en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" }).format(
    new Date(iso),
  );
}
