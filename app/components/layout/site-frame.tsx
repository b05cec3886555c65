import { type ComponentType, type ReactNode, Suspense, lazy } from "react";
import type { ToasterProps } from "#app/components/ui/toaster.tsx";
import { useToast } from "#app/components/ui/use-toast.ts";
import { getSiteContent } from "#app/content/site.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

// The toast region's code loads with the first toast (public pages stay light).
// When the chunk is gone after a release, entry.client reloads the page and the import yields nothing.
const Toaster = lazy(() =>
  import("#app/components/ui/toaster.tsx").then((m: { Toaster?: ComponentType<ToasterProps> } | undefined) => ({
    default: m?.Toaster ?? NoToaster,
  })),
);

function NoToaster(_props: ToasterProps) {
  return null;
}

function LazyToaster({ t }: { t: Translate }) {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster label={t("notifications")} closeLabel={t("dismiss")} />
    </Suspense>
  );
}

/** Header, main landmark, footer and toasts around every public page. */
export function SiteFrame({
  language,
  t,
  children,
  overlapHeader = false,
}: {
  language: Language;
  t: Translate;
  children: ReactNode;
  /** The page starts under the transparent header (the home hero); others are padded below it. */
  overlapHeader?: boolean;
}) {
  const content = getSiteContent(language);
  return (
    <div className={`flex min-h-screen flex-col ${overlapHeader ? "pb-16 md:pb-0" : ""}`}>
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-amber-300 px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader name={content.name} language={language} t={t} />
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${overlapHeader ? "" : "pt-16"}`}>
        {children}
      </main>
      <SiteFooter content={content} language={language} t={t} />
      <LazyToaster t={t} />
    </div>
  );
}
