import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { ADMIN_DICTIONARIES, type AdminDictionary, type AdminLanguage, fillText } from "./admin-dictionary.ts";
import { formatDateTime, formatLongDateIn } from "#app/lib/dates.ts";
import { formatAdminDateTime } from "./admin-dates.ts";
import { translateApiMessage } from "./api-messages.ts";
import { storeAdminLanguage } from "./admin-language.ts";

export interface AdminText extends AdminDictionary {
  language: AdminLanguage;
  /** Switches the admin's language in this browser (and remembers it in a cookie). */
  setLanguage: (language: AdminLanguage) => void;
  fill: typeof fillText;
  /** `27/11/2026 14:05` in the owner's time zone. */
  dateTime: (iso: string) => string;
  /** A moment in the owner's time zone: `27/11/2026 14:05`, or the admin's English form `Nov 27, 2026, 2:05 PM`; "" when empty. */
  when: (value: string | null | undefined) => string;
  /** A day: `27 de novembro de 2026` / `November 27, 2026`; null when empty (spec §2's article dates). */
  day: (value: string | null | undefined) => string | null;
  /** A number written the owner's way (`1.234` / `1,234`). */
  number: (value: number) => string;
  /** A message of the API or of a shared schema (English) in the admin's language, when it is a known one. */
  apiText: (message: string) => string;
}

const AdminTextContext = createContext<AdminText | null>(null);

/** The admin application's language: from the page's loader at first, then the switch or the signed-in user's choice. */
export function AdminLanguageProvider({ initialLanguage, children }: { initialLanguage: AdminLanguage; children: ReactNode }) {
  const [language, setLanguageState] = useState<AdminLanguage>(initialLanguage);
  const setLanguage = useCallback((next: AdminLanguage) => {
    setLanguageState(next);
    storeAdminLanguage(next);
    document.documentElement.lang = next === "pt" ? "pt-BR" : "en";
  }, []);
  const value = useMemo<AdminText>(
    () => ({
      ...ADMIN_DICTIONARIES[language],
      language,
      setLanguage,
      fill: fillText,
      dateTime: (iso) => formatAdminDateTime(iso, language),
      ...formatters(language),
    }),
    [language, setLanguage],
  );
  return <AdminTextContext.Provider value={value}>{children}</AdminTextContext.Provider>;
}

/** The admin's words in its current language (English outside a provider, e.g. in isolated component tests). */
export function useAdminText(): AdminText {
  const context = useContext(AdminTextContext);
  if (context) return context;
  return {
    ...ADMIN_DICTIONARIES.en,
    language: "en",
    setLanguage: () => {},
    fill: fillText,
    dateTime: (iso) => formatAdminDateTime(iso, "en"),
    ...formatters("en"),
  };
}

function formatters(language: AdminLanguage): Pick<AdminText, "when" | "day" | "number" | "apiText"> {
  const numbers = new Intl.NumberFormat(language === "pt" ? "pt-BR" : "en-US");
  return {
    apiText: (message) => translateApiMessage(message, ADMIN_DICTIONARIES[language].text, language),
    when: (value) => (value ? (language === "pt" ? formatAdminDateTime(value, "pt") : (formatDateTime(value) ?? "")) : ""),
    day: (value) => formatLongDateIn(value, language),
    number: (value) => numbers.format(value),
  };
}
