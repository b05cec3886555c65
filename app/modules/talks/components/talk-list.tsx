import type { Language } from "#app/lib/language.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { formatLongDateIn } from "#app/lib/dates.ts";
import { countryName, type Talk, talkCalendarPath, talkLanguageName, talkPagePath, talkText, talkTitleLang } from "../talk.ts";

const LINK =
  "inline-flex items-center gap-1.5 text-sm font-medium text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300";

/** One talk: date, event, title, place, language and its links (calendar file for upcoming ones). */
function TalkItem({ talk, upcoming, language, t, headingLevel }: { talk: Talk; upcoming: boolean; language: Language; t: Translate; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const place = `${talk.city}, ${countryName(talk.country, language)}`;
  const title = talkText(talk, language).title;
  return (
    <li className="rounded-2xl border border-white/10 bg-ink/60 p-6">
      <p className="text-sm text-amber-300">
        <time dateTime={talk.date}>{formatLongDateIn(talk.date, language)}</time> · {place}
      </p>
      <Heading className="mt-2 text-xl font-semibold text-white" lang={talkTitleLang(talk, language)}>
        <a href={talkPagePath(talk.slug, language)} className="hover:text-amber-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300">
          {title}
        </a>
      </Heading>
      <p className="mt-1 text-slate-300">{talk.eventName}</p>
      <p className="mt-1 text-sm text-slate-400">{t("talkInLanguage", { language: talkLanguageName(talk.language, language) })}</p>
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
        {upcoming ? (
          <a href={talkCalendarPath(talk.id, language)} download className={LINK} aria-label={t("addToCalendarOf", { title })}>
            {t("addToCalendar")}
          </a>
        ) : null}
        {talk.slidesUrl ? (
          <a href={talk.slidesUrl} target="_blank" rel="noopener noreferrer" className={LINK} aria-label={t("talkSlidesOf", { title })}>
            {t("talkSlides")}
          </a>
        ) : null}
        {talk.videoUrl ? (
          <a href={talk.videoUrl} target="_blank" rel="noopener noreferrer" className={LINK} aria-label={t("talkVideoOf", { title })}>
            {t("talkVideo")}
          </a>
        ) : null}
        {talk.eventUrl ? (
          <a href={talk.eventUrl} target="_blank" rel="noopener noreferrer" className={LINK} aria-label={t("talkEventSiteOf", { event: talk.eventName })}>
            {t("talkEventSite")}
          </a>
        ) : null}
      </p>
    </li>
  );
}

export function TalkList(props: {
  talks: readonly Talk[];
  upcoming: boolean;
  language: Language;
  t: Translate;
  label: string;
  /** Level of each talk's title: 3 under a page's h2, 4 inside a home section. */
  headingLevel?: 3 | 4;
  className?: string;
}) {
  return (
    <ul aria-label={props.label} className={props.className ?? "grid gap-6 md:grid-cols-2"}>
      {props.talks.map((talk) => (
        <TalkItem key={talk.id} talk={talk} upcoming={props.upcoming} language={props.language} t={props.t} headingLevel={props.headingLevel ?? 3} />
      ))}
    </ul>
  );
}
