import { createElement, type ReactNode } from "react";

type PrerenderedProps = {
  as: "div" | "nav" | "footer";
  /** `children` as rendered before to a string (app/components/layout/frame-markup.server.tsx). */
  html?: string;
  children: ReactNode;
} & Partial<Record<`aria-${string}` | `data-${string}` | "className" | "id" | "popover", string>>;

/**
 * An element whose content is `children`, or `html` when given: the same children rendered once
 * before, which React then writes out as it is instead of rendering them again (ADR 030).
 */
export function Prerendered({ as, html, children, ...props }: PrerenderedProps) {
  return html === undefined ? createElement(as, props, children) : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
