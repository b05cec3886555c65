import { Languages } from "lucide-react";
import { useAdminText } from "./admin-language-provider.tsx";

/** The signed-out screens' EN/PT switch: shows the other language, in that language. */
export function AdminLanguageSwitch({ className = "" }: { className?: string }) {
  const { language, setLanguage, text } = useAdminText();
  const other = language === "pt" ? "en" : "pt";
  return (
    <button
      type="button"
      lang={other === "pt" ? "pt-BR" : "en"}
      onClick={() => setLanguage(other)}
      className={`inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-300 hover:bg-white/5 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${className}`}
    >
      <Languages className="size-4" aria-hidden="true" />
      {text.switchToOther}
    </button>
  );
}
