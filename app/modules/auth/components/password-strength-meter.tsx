import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { PasswordAssessment } from "../password-policy.ts";

const BAR_COLOURS = ["bg-red-400", "bg-red-400", "bg-amber-300", "bg-emerald-400", "bg-emerald-400"];
const SCORE_KEYS = ["strengthVeryWeak", "strengthWeak", "strengthFair", "strengthStrong", "strengthVeryStrong"] as const;

/**
 * Live strength of a new password (zxcvbn-ts, loaded on first use: about a megabyte of dictionaries
 * that the rest of the admin does not need), its advice in the admin's language. Reports each assessment to the form, which refuses a
 * password below the server's minimum before sending it.
 */
export function PasswordStrengthMeter({
  id,
  password,
  userInputs,
  onAssessed,
}: {
  id: string;
  password: string;
  userInputs: string[];
  onAssessed: (password: string, assessment: PasswordAssessment | undefined) => void;
}) {
  const { text, language } = useAdminText();
  const [result, setResult] = useState<{ password: string; language: string; assessment: PasswordAssessment } | undefined>(undefined);
  const inputsKey = userInputs.join("\u0000");

  useEffect(() => {
    if (password === "") return;
    let current = true;
    void import("../password-strength.ts").then(({ assessPassword }) => {
      if (!current) return;
      const assessment = assessPassword(password, inputsKey.split("\u0000"), language);
      setResult({ password, language, assessment });
      onAssessed(password, assessment);
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey, language, onAssessed]);

  // Only the assessment of the password as it is now (a stale one would mislead).
  const assessment = result?.password === password && result.language === language ? result.assessment : undefined;
  if (!assessment) return <p id={id} className="sr-only" aria-live="polite" />;
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className={cn("h-1.5 flex-1 rounded-full", step < Math.max(1, assessment.score) ? BAR_COLOURS[assessment.score] : "bg-white/10")} />
        ))}
      </div>
      <p className="text-xs text-slate-300">
        {text.strength} <strong className="font-semibold text-white">{text[SCORE_KEYS[assessment.score]]}</strong>
        {assessment.acceptable ? null : text.strengthNotAccepted}
      </p>
      {assessment.warning ? <p className="text-xs text-amber-200">{assessment.warning}</p> : null}
      {!assessment.acceptable && assessment.suggestions.length > 0 ? (
        <ul className="list-disc pl-4 text-xs text-slate-400">
          {assessment.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
