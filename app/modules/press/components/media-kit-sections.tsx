import type { BookTableRow, ImageAsset, Quote } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { FramedImage } from "./press-media.tsx";

const LINK_CLASS =
  "text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300";

/** The book's cover beside a real table: caption, one row header per field, the bookstore link. */
export function BookInformation(props: {
  title: string;
  /** Language of the title, when it differs from the page's. */
  titleLang?: string;
  cover: ImageAsset;
  rows: readonly BookTableRow[];
  t: Translate;
}) {
  const { cover, t } = props;
  return (
    <div className="grid gap-10 md:grid-cols-12 md:items-start">
      <figure className="mx-auto w-full max-w-64 break-inside-avoid md:col-span-4 md:max-w-none lg:col-span-3">
        <FramedImage image={cover} sizes="240px" frameClassName="overflow-hidden rounded-lg border border-white/10 shadow-2xl shadow-black/50" />
        <figcaption className="mt-4 text-sm leading-6 text-slate-400">{cover.caption}</figcaption>
      </figure>
      <div className="md:col-span-8 lg:col-span-9">
        <table className="w-full border-collapse text-left">
          <caption className="pb-6 text-left font-display text-2xl leading-snug text-white sm:text-3xl" lang={props.titleLang}>
            {props.title}
          </caption>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.label} className="border-t border-white/10 last:border-b">
                <th scope="row" className="w-2/5 py-4 pr-4 align-baseline text-sm font-semibold text-slate-300 sm:w-1/3">
                  {row.label}
                </th>
                <td className="py-4 align-baseline leading-7 text-slate-100">
                  {row.href ? (
                    <a href={row.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                      {row.value}
                      <span className="sr-only"> {t("opensInNewTab")}</span>
                      <span aria-hidden="true"> ↗</span>
                    </a>
                  ) : (
                    row.value
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Notable quotes: each a blockquote with its source in a cite. */
export function QuoteList({ quotes }: { quotes: readonly Quote[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {quotes.map((quote) => (
        <li key={quote.text} className="break-inside-avoid">
          <figure className="flex h-full flex-col rounded-2xl border border-white/10 bg-panel/70 p-6 sm:p-8">
            <span aria-hidden="true" className="font-display text-6xl leading-none text-amber-300/70">
              “
            </span>
            <blockquote className="mt-2 flex-1 font-display text-xl leading-relaxed text-amber-50 italic">
              <p>{quote.text}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-white/10 pt-4 text-sm text-slate-300">
              <span aria-hidden="true">— </span>
              <cite className="not-italic">{quote.source}</cite>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Areas of expertise as a wrap of labels. */
export function ExpertiseList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-amber-300/30 bg-amber-300/[0.06] px-4 py-2 text-slate-100">
          {item}
        </li>
      ))}
    </ul>
  );
}
