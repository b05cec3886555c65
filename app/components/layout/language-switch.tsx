import { useLocation, useMatches } from "react-router";
import { type Language, HREFLANG, HTML_LANG, localizePath } from "#app/lib/language.ts";
import { pageAlternates } from "#app/lib/page-alternates.ts";

const ITEMS: { code: Language; text: string; name: string }[] = [
  { code: "en", text: "EN", name: "English" },
  { code: "pt", text: "PT", name: "Português" },
];

/**
 * EN/PT switch: the same page in the other language; the active language is emphasised (spec §2).
 * Following a link stores the choice (the head script of app/components/document-scripts.tsx). The visible code is part of the name
 * ("PT – Português", WCAG 2.5.3 label in name).
 */
export function LanguageSwitch({ language, label }: { language: Language; label: string }) {
  const location = useLocation();
  const alternates = pageAlternates(useMatches());
  // The same page in the other language; an article without a version in it: that language's list.
  const hrefOf = (code: Language) =>
    alternates ? (alternates[code] ?? localizePath("/articles", code)) : localizePath(location.pathname, code) + location.search;
  return (
    <nav aria-label={label} className="flex items-center rounded-full border border-white/15 p-0.5 text-sm">
      {ITEMS.map((item) =>
        item.code === language ? (
          <span key={item.code} aria-current="true" title={item.name} className="rounded-full bg-amber-300 px-2.5 py-1 font-semibold text-ink">
            {item.text}
            <span className="sr-only"> – {item.name}</span>
          </span>
        ) : (
          <a
            key={item.code}
            href={hrefOf(item.code)}
            lang={HTML_LANG[item.code]}
            hrefLang={HREFLANG[item.code]}
            data-language={item.code}
            className="rounded-full px-2.5 py-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            {item.text}
            <span className="sr-only"> – {item.name}</span>
          </a>
        ),
      )}
    </nav>
  );
}
