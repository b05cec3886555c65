import type { TalkFormat } from "./talk.ts";

export type TalkPageAdminText = typeof en;

/** The admin's words for a talk's page fields (issue 28), in both languages (the owner's choice). */
const en = {
  pageSection: "Talk page",
  pageSectionHint: "Shown on the talk's own page, in its calendar file and in search results.",
  slug: "Page address (optional)",
  slugHint: "Lowercase words with hyphens; left empty, it is made from the title and year.",
  startTime: "Start time (optional)",
  startTimeHint: "Without a time the talk is an all-day event.",
  timeZone: "Time zone",
  timeZoneHint: "Where the talk happens, e.g. America/Sao_Paulo",
  durationMinutes: "Duration in minutes (optional)",
  venue: "Venue (optional)",
  format: "Format",
  formats: { in_person: "In person", online: "Online", hybrid: "Hybrid" } satisfies Record<TalkFormat, string>,
  audience: "Audience (optional)",
  abstract: "Abstract (optional)",
  abstractHint: "Plain text; a blank line starts a new paragraph.",
  titlePt: "Title in Portuguese (optional)",
  abstractPt: "Abstract in Portuguese (optional)",
  viewPage: "View page of {title}",
};

const pt: typeof en = {
  pageSection: "Página da palestra",
  pageSectionHint: "Aparece na página própria da palestra, no arquivo de agenda e nos resultados de busca.",
  slug: "Endereço da página (opcional)",
  slugHint: "Palavras em minúsculas com hífens; vazio, é feito a partir do título e do ano.",
  startTime: "Horário de início (opcional)",
  startTimeHint: "Sem horário, a palestra é um evento de dia inteiro.",
  timeZone: "Fuso horário",
  timeZoneHint: "Onde a palestra acontece, por exemplo America/Sao_Paulo",
  durationMinutes: "Duração em minutos (opcional)",
  venue: "Local (opcional)",
  format: "Formato",
  formats: { in_person: "Presencial", online: "On-line", hybrid: "Híbrido" },
  audience: "Público (opcional)",
  abstract: "Resumo (opcional)",
  abstractHint: "Texto simples; uma linha em branco começa um novo parágrafo.",
  titlePt: "Título em português (opcional)",
  abstractPt: "Resumo em português (opcional)",
  viewPage: "Ver a página de {title}",
};

export const TALK_PAGE_ADMIN_TEXT = { en, pt } as const;
