import { createContext, useContext } from "react";
import { ISLANDS_BOOT_URL } from "virtual:islands";
import { PREFERRED_LANGUAGE_KEY } from "#app/i18n/language.ts";
import fontsHref from "../fonts.css?url";

/** The response's CSP nonce, for the inline scripts of the public pages (app/entry.server.tsx). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * A visitor who chose a language before and opens a page in the other one goes to their language's
 * URL before anything is painted (spec §4, DESIGN "Content and languages"): `/x` <-> `/pt/x`, or the
 * address the page names in `data-href-<language>` on `<html>` (an article's other version has a slug
 * of its own; an empty value: the page has no version in that language, so the visitor stays).
 */
const PREFERRED_LANGUAGE_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(PREFERRED_LANGUAGE_KEY)}),l=location,d=document.documentElement,p=l.pathname,pt=p==="/pt"||p.indexOf("/pt/")===0,t=null;if(s==="pt"&&!pt)t=p==="/"?"/pt":"/pt"+p;else if(s==="en"&&pt)t=p.slice(3)||"/";else return;var a=d.getAttribute("data-href-"+s);if(a!==null)t=a?a+l.hash:null;else if(t!==null)t=t+l.search+l.hash;if(t){d.style.visibility="hidden";l.replace(t)}}catch(e){}})()`;

/** Set once the web fonts have loaded in this browser: they are in its cache from then on. */
const FONTS_SEEN_KEY = "fontsSeen";

/**
 * The web fonts (fonts.css) never hold up the first paint: on a first visit they are requested once the
 * first contentful paint is reported (at the load event where paint timing is unknown), and the text swaps to them without moving (metric-matched fallbacks); once a
 * browser has them cached, they are requested at once, in time for the first paint.
 */
const FONTS_SCRIPT = `(function(){var d=document,k=${JSON.stringify(FONTS_SEEN_KEY)},s=null,done=false;function f(){if(done)return;done=true;var l=d.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(fontsHref)};l.onload=function(){d.fonts.ready.then(function(){try{localStorage.setItem(k,"1")}catch(e){}})};d.head.appendChild(l)}try{s=localStorage.getItem(k)}catch(e){}if(s)return f();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)f()}).observe({type:"paint",buffered:true});else addEventListener("load",f)})()`;

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

/**
 * The head scripts of a public page: the language redirect, the web fonts, speculation rules and the
 * islands' boot module (without script the page keeps its metric-matched fallback fonts).
 */
export function PublicPageScripts() {
  const nonce = useContext(NonceContext);
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERRED_LANGUAGE_SCRIPT }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONTS_SCRIPT }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      <script type="module" nonce={nonce} src={ISLANDS_BOOT_URL} />
    </>
  );
}

/** The admin (an application) loads the web fonts as an ordinary stylesheet. */
export function FontsStylesheet() {
  return <link rel="stylesheet" href={fontsHref} />;
}
