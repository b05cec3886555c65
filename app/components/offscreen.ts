import type { CSSProperties } from "react";

/**
 * For a large part of a page that starts below the first screen (a home section, the newsletter band
 * above the footer): the browser neither lays out nor paints it until it comes near the viewport, so the
 * first layout, the web faces' arrival and each part's switch to them (ADR 031) cost what is on
 * screen, not the whole page (ADR 055). `auto` keeps a part's last rendered height once it has been
 * shown; `placeholderPx` is the guess before that. An inline style, not a rule in the public stylesheet
 * (its budget, docs/contributing.md). Each such part also carries `data-offscreen=""`
 * (`OFFSCREEN_ATTRIBUTE`), by which script renders them all before it measures the page.
 */
export function offscreenStyle(placeholderPx: number): CSSProperties {
  return { contentVisibility: "auto", containIntrinsicSize: `auto ${placeholderPx}px` };
}

export const OFFSCREEN_ATTRIBUTE = "data-offscreen";
