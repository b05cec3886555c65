import type { AdminStrings } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { EVENT_FORMAT_LABELS, type Message, TALK_LANGUAGE_LABELS } from "../message.ts";

/** What the organiser told about the event, as label/value pairs (only what was filled in). */
export function invitationFacts(message: Message, t: AdminStrings, language: "en" | "pt"): [string, string][] {
  const place = [message.eventCity, message.eventCountry].filter(Boolean).join(", ");
  const facts: [string, string | null][] = [
    [t.factEvent, message.eventName],
    [t.factDate, message.eventDate],
    [t.factPlace, place || null],
    [t.factFormat, message.eventFormat ? EVENT_FORMAT_LABELS[language][message.eventFormat] : null],
    [
      t.factAudience,
      message.audienceSize ? t.factAudiencePeople.replace("{count}", message.audienceSize.toLocaleString(language === "pt" ? "pt-BR" : "en-US")) : null,
    ],
    [t.factTalkLanguage, message.talkLanguage ? TALK_LANGUAGE_LABELS[language][message.talkLanguage] : null],
    [t.factBudget, message.budget],
    [t.factDeadline, message.decisionDeadline],
  ];
  return facts.filter((fact): fact is [string, string] => !!fact[1]);
}

/** Where the sender came from: the page of the form, the landing referrer and the UTM parameters. */
export function attributionFacts(message: Message, t: AdminStrings): [string, string][] {
  const facts: [string, string | null][] = [
    [t.factSourcePage, message.sourcePage],
    [t.factReferrer, message.landingReferrer],
    ["utm_source", message.utmSource],
    ["utm_medium", message.utmMedium],
    ["utm_campaign", message.utmCampaign],
    ["utm_term", message.utmTerm],
    ["utm_content", message.utmContent],
  ];
  return facts.filter((fact): fact is [string, string] => !!fact[1]);
}

/** A titled box of label/value pairs; nothing when there are none. */
export function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  if (facts.length === 0) return null;
  return (
    <div className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3">
      <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{title}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="break-words text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
