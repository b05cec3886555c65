import type { Language } from "#app/lib/language.ts";
import { oneSheetPath, oneSheetText } from "../one-sheet-text.ts";

/** The link to the speaker one-sheet PDF in the page's language (issue 28). */
export function OneSheetLink({ language, className }: { language: Language; className?: string }) {
  const words = oneSheetText(language);
  return (
    <p className={className}>
      <a
        href={oneSheetPath(language)}
        type="application/pdf"
        className="font-medium text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        {words.download}
      </a>
      <span className="mt-1 block text-sm text-slate-400">{words.downloadHint}</span>
    </p>
  );
}
