import { createContext, useContext } from "react";
import { ISLANDS_BOOT_URL } from "virtual:islands";
import { LANGUAGES, PREFERRED_LANGUAGE_KEY } from "#app/lib/language.ts";
import fontsHref from "../fonts.css?url";
import frauncesLatinHref from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatinHref from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** The response's CSP nonce, for the inline scripts of the public pages (app/entry.server.tsx). */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * A visitor who chose a language before and opens a page in the other one goes to their language's
 * URL before anything is painted (spec §4, DESIGN "Content and languages"): `/x` <-> `/pt/x`, or the
 * address the page names in `data-href-<language>` on `<html>` (an article's other version has a slug
 * of its own; an empty value: the page has no version in that language, so the visitor stays).
 *
 * The same script stores the choice when a visitor follows a language switch link (`a[data-language]`),
 * from the start: a click before the islands are mounted (they come after the first paint) must not
 * send the visitor back by the old choice.
 */
const PREFERRED_LANGUAGE_SCRIPT = `(function(){document.addEventListener("click",function(e){var a=e.target&&e.target.closest?e.target.closest("a[data-language]"):null,c=a&&a.getAttribute("data-language");if(${JSON.stringify(LANGUAGES)}.indexOf(c)>=0)try{localStorage.setItem(${JSON.stringify(PREFERRED_LANGUAGE_KEY)},c)}catch(x){}},true);try{var s=localStorage.getItem(${JSON.stringify(PREFERRED_LANGUAGE_KEY)}),l=location,d=document.documentElement,p=l.pathname,pt=p==="/pt"||p.indexOf("/pt/")===0,t=null;if(s==="pt"&&!pt)t=p==="/"?"/pt":"/pt"+p;else if(s==="en"&&pt)t=p.slice(3)||"/";else return;var a=d.getAttribute("data-href-"+s);if(a!==null)t=a?a+l.hash:null;else if(t!==null)t=t+l.search+l.hash;if(t){d.style.visibility="hidden";l.replace(t)}}catch(e){}})()`;

/**
 * Set (in sessionStorage) once the web fonts have loaded in this tab: the next pages of the visit find
 * them in the browser's cache. Not localStorage: a flag that outlives the visit would outlive the cache
 * too, and ask for the fonts before the first paint of a browser that must download them again.
 */
const FONTS_SEEN_KEY = "fontsSeen";

/** The `<template>` whose content (speculation rules, the islands' boot module) joins the page after its first paint. */
const AFTER_FIRST_PAINT_ID = "after-first-paint";

/**
 * A part of `<main>` with more elements than this is switched through its children instead (ADR 055):
 * a page whose `<main>` holds one large block (an article, the list, the kits) relaid it out in one task
 * of some 17-20 ms. Not one that sets a face of its own (its children would take the body's face while
 * marked one by one).
 */
const LARGE_PART_ELEMENTS = 40;

/** The faces the page's text uses (app/styles/theme.css), loaded before any part is switched to them. */
const WEB_FACES = ['1em "Inter Variable"', '1em "Fraunces Variable"'];

/**
 * Nothing but the HTML and the stylesheet comes before the first paint. Once the first contentful paint
 * is reported (at the load event where paint timing is unknown), the page adds the content of the
 * `after-first-paint` template (the speculation rules and the islands' boot module) and preloads the
 * two faces' Latin files.
 *
 * Then the text takes the web fonts without moving (metric-matched fallbacks), one part of the page
 * per frame (ADR 031): `<html data-fonts="arriving">` keeps every part on the fallbacks (site.css); once
 * both faces have loaded, the header, each child of `<main>` and the footer are marked
 * `data-fonts="web"` in turn, and then `<html>` itself. Switching the whole page at once makes the
 * browser shape all its text again in one task of some 15-40 ms, a long task on a phone; a part at a
 * time, no task is long. A visit's next pages, which have the fonts cached, ask for them at once, in
 * time for the first paint, and never say they are arriving.
 */
const AFTER_FIRST_PAINT_SCRIPT = `(function(){var d=document,h=d.documentElement,k=${JSON.stringify(FONTS_SEEN_KEY)},s=null,f=0,g=0;function seen(){try{sessionStorage.setItem(k,"1")}catch(e){}}function fonts(then){if(f)return;f=1;var l=d.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(fontsHref)};l.onload=then;d.head.appendChild(l)}function parts(){var m=d.querySelector("main"),p=[],b=getComputedStyle(d.body).fontFamily;function add(e){if(e.children.length&&e.getElementsByTagName("*").length>${LARGE_PART_ELEMENTS}&&getComputedStyle(e).fontFamily===b)[].forEach.call(e.children,add);else p.push(e)}if(m)[].forEach.call(m.parentNode.children,function(e){if(e===m)[].forEach.call(m.children,add);else p.push(e)});return p}function mark(p){var e=p.shift();if(!e){h.setAttribute("data-fonts","web");seen();return}e.setAttribute("data-fonts","web");requestAnimationFrame(function(){setTimeout(function(){mark(p)},0)})}function arrive(){var F=d.fonts;if(!F||!F.load||!window.Promise){h.setAttribute("data-fonts","web");seen();return}var all=function(){mark(parts())};Promise.all(${JSON.stringify(WEB_FACES)}.map(function(x){return F.load(x)})).then(all,all)}function preload(){var u=${JSON.stringify([interLatinHref, frauncesLatinHref])},n=u.length;u.forEach(function(x){var l=d.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=x;l.onload=l.onerror=function(){if(--n===0)fonts(arrive)};d.head.appendChild(l)})}function go(){if(g)return;g=1;if(!f)preload();var t=d.getElementById(${JSON.stringify(AFTER_FIRST_PAINT_ID)});if(t)d.head.appendChild(d.importNode(t.content,true))}try{s=sessionStorage.getItem(k)}catch(e){}if(s)fonts(seen);else h.setAttribute("data-fonts","arriving");var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});else addEventListener("load",go)})()`;

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

/** The template's content: markup React would not render inside a `<template>`. */
function afterFirstPaintHtml(nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<script type="speculationrules"${nonceAttribute}>${SPECULATION_RULES}</script>` +
    `<script type="module"${nonceAttribute} src="${ISLANDS_BOOT_URL}"></script>`
  );
}

/**
 * The head scripts of a public page: the language redirect, then what waits for the first paint: the
 * web fonts, the speculation rules and the islands' boot module (without script the page keeps its
 * metric-matched fallback fonts).
 */
export function PublicPageScripts() {
  const nonce = useContext(NonceContext);
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERRED_LANGUAGE_SCRIPT }} />
      <template id={AFTER_FIRST_PAINT_ID} dangerouslySetInnerHTML={{ __html: afterFirstPaintHtml(nonce) }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AFTER_FIRST_PAINT_SCRIPT }} />
    </>
  );
}

/** The admin (an application) loads the web fonts as an ordinary stylesheet. */
export function FontsStylesheet() {
  return <link rel="stylesheet" href={fontsHref} />;
}
