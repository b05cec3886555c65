import type { ReactNode } from "react";
import type { Translate } from "#app/i18n/translate.ts";
import { formatLongDateIn } from "#app/lib/dates.ts";
import type { Language } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import { countryName, isUpcoming, type Talk, talkCalendarPath, talkLanguageName, talkText, talkTitleLang } from "../talk.ts";
import { fill, talkPageText } from "../talk-page-text.ts";

const LINK =
  "inline-flex items-center gap-1.5 font-medium text-amber-300 underline decoration-amber-300/40 underline-offset-4 hover:decoration-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300";

/** "14:00 (America/Sao_Paulo time)": the wall-clock time where the talk happens. */
function whenText(talk: Talk, language: Language): string {
  const words = talkPageText(language);
  const day = formatLongDateIn(talk.date, language) ?? talk.date;
  if (!talk.startTime) return `${day} · ${words.allDay}`;
  return `${day} · ${fill(words.timeIn, { time: talk.startTime, zone: talk.timeZone.replace(/_/g, " ") })}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-white/10 py-3">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-1 text-white">{children}</dd>
    </div>
  );
}

/** A talk's page (issue 28): title and abstract in the page's language, the facts, and its links. */
export function TalkDetail({ talk, language, t, video, testimonials }: { talk: Talk; language: Language; t: Translate; video?: ReactNode; testimonials?: ReactNode }) {
  const words = talkPageText(language);
  const text = talkText(talk, language);
  const textLang = talkTitleLang(talk, language);
  const paragraphs = text.abstract.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const place = [talk.venue, `${talk.city}, ${countryName(talk.country, language)}`].filter(Boolean).join(" · ");
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-400">
        <a href={paths.page("home", language)} className="hover:text-white">
          {t("home")}
        </a>{" "}
        /{" "}
        <a href={paths.page("talks", language)} className="hover:text-white">
          {t("talks")}
        </a>{" "}
        / <span aria-current="page">{text.title}</span>
      </nav>
      <p className="mt-8 text-amber-300">
        <time dateTime={talk.date}>{formatLongDateIn(talk.date, language)}</time> · {talk.eventName}
      </p>
      <h1 className="mt-3 font-display text-4xl text-white sm:text-5xl" lang={textLang}>
        {text.title}
      </h1>
      {video ? <div className="mt-10">{video}</div> : null}
      <section aria-labelledby="talk-abstract" className="mt-10">
        <h2 id="talk-abstract" className="font-display text-2xl text-white">
          {words.aboutTalk}
        </h2>
        {paragraphs.length > 0 ? (
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-200" lang={language === "pt" && !talk.pt.abstract ? textLang : undefined}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="mt-4 text-slate-300">{words.noAbstract}</p>
        )}
      </section>
      {testimonials}
      <section aria-labelledby="talk-details" className="mt-10">
        <h2 id="talk-details" className="font-display text-2xl text-white">
          {words.details}
        </h2>
        <dl className="mt-4 grid gap-x-8 sm:grid-cols-2">
          <Fact label={words.when}>{whenText(talk, language)}</Fact>
          {talk.startTime ? <Fact label={words.duration}>{fill(words.minutes, { minutes: talk.durationMinutes ?? 60 })}</Fact> : null}
          <Fact label={words.where}>{place}</Fact>
          <Fact label={words.format}>{words.formats[talk.format]}</Fact>
          <Fact label={words.event}>{talk.eventName}</Fact>
          <Fact label={words.language}>{talkLanguageName(talk.language, language)}</Fact>
          {talk.audience ? <Fact label={words.audience}>{talk.audience}</Fact> : null}
        </dl>
      </section>
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-3">
        {isUpcoming(talk) ? (
          <a href={talkCalendarPath(talk.id, language)} download className={LINK}>
            {t("addToCalendar")}
          </a>
        ) : null}
        {talk.slidesUrl ? (
          <a href={talk.slidesUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t("talkSlides")}
          </a>
        ) : null}
        {talk.videoUrl && !video ? (
          <a href={talk.videoUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t("talkVideo")}
          </a>
        ) : null}
        {talk.eventUrl ? (
          <a href={talk.eventUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t("talkEventSite")}
          </a>
        ) : null}
        <a href={paths.page("talks", language)} className={LINK}>
          {words.backToTalks}
        </a>
      </p>
    </article>
  );
}
