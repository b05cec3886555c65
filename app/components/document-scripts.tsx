import { createContext, useContext } from "react";
import { ISLANDS_BOOT_URL } from "virtual:islands";
import { PREFERRED_LANGUAGE_KEY } from "#app/i18n/language.ts";

/** The response's CSP nonce, for the inline scripts of the public pages (app/entry.server.tsx). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * A visitor who chose a language before and opens a page in the other one goes to their language's
 * URL before anything is painted (spec §4, DESIGN "Content and languages"): `/x` <-> `/pt/x`, or the
 * address the page names in `data-href-<language>` on `<html>` (an article's other version has a slug
 * of its own; an empty value: the page has no version in that language, so the visitor stays).
 */
const PREFERRED_LANGUAGE_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(PREFERRED_LANGUAGE_KEY)}),l=location,d=document.documentElement,p=l.pathname,pt=p==="/pt"||p.indexOf("/pt/")===0,t=null;if(s==="pt"&&!pt)t=p==="/"?"/pt":"/pt"+p;else if(s==="en"&&pt)t=p.slice(3)||"/";else return;var a=d.getAttribute("data-href-"+s);if(a!==null)t=a?a+l.hash:null;else if(t!==null)t=t+l.search+l.hash;if(t){d.style.visibility="hidden";l.replace(t)}}catch(e){}})()`;

/**
 * Links to other public pages are prerendered when the visitor shows intent (hover, touch), so that a
 * normal page load is near-instant. Not the language switch (its page would redirect by the stored
 * choice before the click stores the new one), nor the admin, the API, files or links to new tabs.
 */
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/admin", "/admin/*", "/api/*", "/uploads/*", "/*.xml", "/*.txt", "/*.jpg"] } },
          { not: { selector_matches: "[data-language], [target], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** The head scripts of a public page: the language redirect, speculation rules and the islands' boot module. */
export function PublicPageScripts() {
  const nonce = useContext(NonceContext);
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERRED_LANGUAGE_SCRIPT }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      <script type="module" nonce={nonce} src={ISLANDS_BOOT_URL} />
    </>
  );
}
