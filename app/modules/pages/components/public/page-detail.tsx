import type { ReactNode } from "react";
import type { Translate } from "#app/i18n/translate.ts";
import { type Language, localizePath } from "#app/lib/language.ts";

/** A page's body (issue 27): breadcrumb, title and the HTML; a preview (ADR 044) adds a notice above. */
export function PageDetail({ title, html, language, t, notice }: { title: string; html: string; language: Language; t: Translate; notice?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {notice}
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
        <a href={localizePath("/", language)} className="hover:text-white">
          {t("home")}
        </a>{" "}
        / <span aria-current="page">{title}</span>
      </nav>
      <h1 className="mt-6 font-display text-4xl text-white sm:text-5xl">{title}</h1>
      <div className="article-prose mt-10" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
