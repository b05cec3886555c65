import type { Language } from "#app/lib/language.ts";
import type { TalkFormat } from "./talk.ts";

/** The words of a talk's public page (issue 28), in both languages, kept beside the feature. */
const en = {
  aboutTalk: "About the talk",
  details: "Details",
  when: "When",
  where: "Where",
  event: "Event",
  format: "Format",
  audience: "Audience",
  language: "Language",
  duration: "Duration",
  minutes: "{minutes} minutes",
  allDay: "All day",
  timeIn: "{time} ({zone} time)",
  formats: { in_person: "In person", online: "Online", hybrid: "Hybrid (in person and online)" } satisfies Record<TalkFormat, string>,
  noAbstract: "The abstract of this talk has not been published yet.",
  englishOnly: "This talk's description is in English.",
  backToTalks: "All talks",
  talkNotFound: "Talk not found",
  talkNotFoundDescription: "This talk does not exist or was removed.",
  viewTalk: "About this talk: {title}",
  playVideo: "Play video: {title}",
  videoNotice: "Plays from {provider} once you click; nothing is loaded from {provider} before.",
  speakerReel: "Speaker reel",
};

type TalkPageText = typeof en;

const pt: TalkPageText = {
  aboutTalk: "Sobre a palestra",
  details: "Detalhes",
  when: "Quando",
  where: "Onde",
  event: "Evento",
  format: "Formato",
  audience: "Público",
  language: "Idioma",
  duration: "Duração",
  minutes: "{minutes} minutos",
  allDay: "Dia inteiro",
  timeIn: "{time} (horário de {zone})",
  formats: { in_person: "Presencial", online: "On-line", hybrid: "Híbrido (presencial e on-line)" },
  noAbstract: "O resumo desta palestra ainda não foi publicado.",
  englishOnly: "A descrição desta palestra está em inglês.",
  backToTalks: "Todas as palestras",
  talkNotFound: "Palestra não encontrada",
  talkNotFoundDescription: "Esta palestra não existe ou foi removida.",
  viewTalk: "Sobre esta palestra: {title}",
  playVideo: "Assistir ao vídeo: {title}",
  videoNotice: "O vídeo vem do {provider} só depois do seu clique; nada é carregado do {provider} antes.",
  speakerReel: "Vídeo de apresentação",
};

export function talkPageText(language: Language): TalkPageText {
  return language === "pt" ? pt : en;
}

/** "{minutes} minutes" with its values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
