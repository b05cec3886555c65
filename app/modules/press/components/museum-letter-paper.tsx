import type { MuseumLetter } from "#app/content/site-content.ts";
import type { Translate } from "#app/i18n/translate.ts";

/** "Museu X (Museum X)" -> the name and its translation on two lines of the letterhead. */
export function splitMuseumName(name: string): { primary: string; translation?: string } {
  const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  return match?.[1] && match[2] ? { primary: match[1], translation: match[2] } : { primary: name };
}

function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("")
    .slice(0, 4);
}

/**
 * The letter as a sheet of paper: letterhead, date, recipient, subject, salutation, body,
 * closing and signature block. Dark ink on warm paper on screen, plain black on white in print.
 */
export function MuseumLetterPaper({ letter, t }: { letter: MuseumLetter; t: Translate }) {
  const museum = splitMuseumName(letter.museum.name);
  return (
    <article className="mx-auto max-w-3xl overflow-hidden rounded-sm bg-[#f7f3ea] text-stone-800 shadow-2xl shadow-black/60 print:max-w-none print:shadow-none">
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-amber-800 via-amber-500 to-amber-800 print:hidden" />
      <div className="px-6 py-10 sm:px-14 sm:py-16 print:p-0">
        <header className="flex items-center gap-4 border-b border-stone-300 pb-8 sm:gap-5">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border-2 border-amber-800/70 font-display text-sm font-semibold tracking-wider text-amber-900"
          >
            {monogram(museum.primary)}
          </span>
          <div>
            <p className="font-display text-xl leading-tight text-stone-900 sm:text-2xl">{museum.primary}</p>
            {museum.translation ? <p className="mt-0.5 text-sm text-stone-600">{museum.translation}</p> : null}
            <p className="mt-1 text-xs font-semibold tracking-[0.18em] text-stone-600 uppercase">{letter.museum.city}</p>
          </div>
        </header>

        <p className="mt-10 text-right text-stone-700">
          <time dateTime={letter.date.iso}>{letter.date.text}</time>
        </p>
        <p className="mt-8 max-w-sm leading-7 text-stone-800">{letter.recipient}</p>
        <p className="mt-8 leading-7 font-semibold text-stone-900">
          {t("letterSubject")} {letter.subject}
        </p>

        <div className="mt-8 space-y-5 font-display text-[1.0625rem] leading-8 text-stone-800 sm:text-lg sm:leading-8">
          <p>{letter.salutation}</p>
          {letter.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <footer className="mt-10 break-inside-avoid">
          <p className="font-display text-lg text-stone-800">{letter.closing}</p>
          <p aria-hidden="true" className="mt-6 -rotate-2 font-display text-3xl text-amber-900 italic sm:text-4xl">
            {letter.author.name}
          </p>
          <div className="mt-4 inline-block min-w-56 border-t border-stone-400 pt-3 text-sm leading-6">
            <p className="font-semibold text-stone-900">{letter.author.name}</p>
            <p className="text-stone-700">{letter.author.title}</p>
            <p className="text-stone-700">{museum.primary}</p>
          </div>
        </footer>
      </div>
    </article>
  );
}
