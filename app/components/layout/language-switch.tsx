import { Link, useLocation } from "react-router";
import { type Language, PREFERRED_LANGUAGE_KEY, localizePath } from "#app/i18n/language.ts";

function remember(language: Language): void {
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the URL still carries the language.
  }
}

/** EN/PT switch: the same page in the other language; the active language is emphasised (spec §2). */
export function LanguageSwitch({ language, label }: { language: Language; label: string }) {
  const location = useLocation();
  const items: { code: Language; text: string; name: string }[] = [
    { code: "en", text: "EN", name: "English" },
    { code: "pt", text: "PT", name: "Português" },
  ];
  return (
    <nav aria-label={label} className="flex items-center rounded-full border border-white/15 p-0.5 text-sm">
      {items.map((item) =>
        item.code === language ? (
          <span
            key={item.code}
            aria-current="true"
            title={item.name}
            className="rounded-full bg-amber-300 px-2.5 py-1 font-semibold text-ink"
          >
            <span aria-hidden="true">{item.text}</span>
            <span className="sr-only">{item.name}</span>
          </span>
        ) : (
          <Link
            key={item.code}
            to={localizePath(location.pathname, item.code) + location.search}
            lang={item.code === "pt" ? "pt-BR" : "en"}
            hrefLang={item.code === "pt" ? "pt-BR" : "en-US"}
            onClick={() => remember(item.code)}
            className="rounded-full px-2.5 py-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            <span aria-hidden="true">{item.text}</span>
            <span className="sr-only">{item.name}</span>
          </Link>
        ),
      )}
    </nav>
  );
}
