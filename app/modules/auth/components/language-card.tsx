import { Languages } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ADMIN_DICTIONARIES, type AdminLanguage } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Account } from "#app/lib/user.ts";

/** Settings: the admin's language (PATCH /api/auth/me), which the e-mails the site sends her follow too. */
export function LanguageCard() {
  const { text, language, setLanguage } = useAdminText();
  const [saving, setSaving] = useState(false);

  const choose = async (next: AdminLanguage) => {
    if (next === language || saving) return;
    setSaving(true);
    try {
      const account = await apiRequest<Account>("PATCH", "/api/auth/me", { language: next });
      setLanguage(account.language);
      toast({ title: ADMIN_DICTIONARIES[account.language].text.languageSaved });
    } catch (error) {
      toast({ title: text.saveFailed, description: serverMessageOf(error), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const options: Array<[AdminLanguage, string]> = [
    ["en", text.languageEnglish],
    ["pt", text.languagePortuguese],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="size-5 text-accent" aria-hidden="true" />
          {text.languageCardTitle}
        </CardTitle>
        <CardDescription>{text.languageCardText}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="flex flex-wrap gap-3" disabled={saving}>
          <legend className="sr-only">{text.language}</legend>
          {options.map(([value, label]) => (
            <label
              key={value}
              lang={value === "pt" ? "pt-BR" : "en"}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-white/15 px-3 py-2 text-sm has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:ring-2 has-focus-visible:ring-accent"
            >
              <input type="radio" name="admin-language" value={value} checked={language === value} onChange={() => void choose(value)} className="accent-[var(--color-accent)]" />
              {label}
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
