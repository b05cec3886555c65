import type { SiteContent } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import { FadeIn } from "./fade-in.tsx";
import { Section, SectionHeading, SectionImage } from "./section-heading.tsx";

const PREVIEW_ID = "book-preview";
const COVER_CLASS = "aspect-[2/3] w-full rounded-lg object-cover shadow-2xl shadow-black/60 ring-1 ring-white/10";

/**
 * The book spotlight: cover, pitch, buy link (new tab) and a "peek inside" dialog with sample pages.
 * The dialog opens through invoker commands (no script needed where supported) or the dialog island.
 */
export function BookSection({ content, t }: { content: SiteContent; t: Translate }) {
  const { book, bookPreviewPages } = content;
  return (
    <Section id="book" className="bg-panel/40">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.3fr]">
        <FadeIn className="mx-auto w-full max-w-xs sm:max-w-sm">
          <SectionImage image={book.cover} sizes="(min-width: 640px) 384px, 320px" className={COVER_CLASS} />
        </FadeIn>
        <div>
          <SectionHeading id="book" eyebrow={t("bookEyebrow")} title={book.title} />
          <p lang={book.languageTag} className="mt-2 text-lg text-amber-100">
            {book.subtitle}
          </p>
          {book.englishTitle !== book.title ? (
            <p className="mt-1 text-sm text-slate-400">
              {book.englishTitle}: {book.englishSubtitle}
            </p>
          ) : null}
          <p className="mt-6 text-xl leading-8 text-white">{book.tagline}</p>
          <div className="mt-4 space-y-4 leading-7 text-slate-300">
            {book.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-6 space-y-2">
            {book.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-slate-200">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-300" />
                {highlight}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-400">
            {book.year} · {book.language} · {book.formats.join(" · ")}
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a
              href={book.link}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full bg-amber-300 px-6 py-3 font-semibold text-ink transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              {t("buyBook")}
              <span className="sr-only"> {t("opensInNewTab")}</span>
            </a>
            <button
              type="button"
              {...{ commandfor: PREVIEW_ID, command: "show-modal" }}
              {...island("dialog")}
              data-dialog={PREVIEW_ID}
              aria-haspopup="dialog"
              className="rounded-full border border-white/25 px-6 py-3 font-semibold text-white transition hover:border-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              {t("peekInside")}
            </button>
          </div>
        </div>
      </div>

      <dialog
        id={PREVIEW_ID}
        aria-labelledby="book-preview-title"
        className="m-auto max-h-[90dvh] w-[min(44rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-white/10 bg-panel p-0 text-slate-100 shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
      >
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-white/10 p-6">
            <div>
              <h2 id="book-preview-title" className="font-display text-2xl text-white">
                {t("bookPreviewTitle")}: <span lang={book.languageTag}>{book.title}</span>
              </h2>
              <p className="mt-2 text-sm text-slate-300">{book.previewNote}</p>
            </div>
            <button
              type="button"
              {...{ commandfor: PREVIEW_ID, command: "close" }}
              data-dialog-close=""
              className="rounded-full border border-white/20 px-4 py-2 text-sm text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              {t("close")}
            </button>
          </div>
          {/* Focusable so keyboard users can scroll the sample pages (they hold no links or buttons). */}
          <div
            role="region"
            aria-labelledby="book-preview-title"
            tabIndex={0}
            className="space-y-6 overflow-y-auto p-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-300"
            lang={book.languageTag}
          >
            {bookPreviewPages.map((page) => (
              <article key={page.page} className="rounded-xl bg-[#f7f3ea] p-6 text-[#2b2418] shadow-inner sm:p-8">
                <p className="text-xs tracking-widest text-[#6b5a3a] uppercase">{page.chapter}</p>
                <h3 className="mt-2 font-display text-xl text-[#1f1a10]">{page.heading}</h3>
                <div className="mt-4 space-y-3 font-display leading-7">
                  {page.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                </div>
                <p className="mt-4 text-right text-xs text-[#6b5a3a]">{page.page}</p>
              </article>
            ))}
          </div>
        </div>
      </dialog>
    </Section>
  );
}
