import { formatLongDate, type Language } from "#app/lib/language.ts";
import type { Statement } from "./privacy-notice.ts";

/** The day the checks below were last reviewed against the site; change it when the statement is reviewed. */
export const ACCESSIBILITY_REVIEWED_ON = "2026-11-27";

/**
 * The accessibility statement, after W3C's model (https://www.w3.org/WAI/planning/statements/): the
 * standard aimed at, the conformance status, known limitations, how it is checked, how to report a
 * problem, and the date. The checks named here are the ones the test suite runs on every change.
 */
export function buildAccessibilityStatement(controller: { name: string; email: string }, language: Language): Statement {
  const date = formatLongDate(`${ACCESSIBILITY_REVIEWED_ON}T12:00:00.000Z`, language);
  if (language === "pt") {
    return {
      title: "Declaração de acessibilidade",
      description: "O padrão de acessibilidade que este site segue, como é verificado e como relatar um problema.",
      sections: [
        { id: "standard", heading: "O padrão", paragraphs: [`${controller.name} quer que este site possa ser usado por todas as pessoas. O objetivo é o nível AA das Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2.`] },
        { id: "status", heading: "Situação de conformidade", paragraphs: ["Parcialmente conforme: a maior parte do site segue o nível AA, com as limitações conhecidas abaixo."] },
        {
          id: "limitations",
          heading: "Limitações conhecidas",
          paragraphs: [],
          items: [
            "Imagens enviadas em artigos dependem do texto alternativo escrito ao publicá-las; uma imagem antiga pode não ter uma boa descrição.",
            "Vídeos e slides de palestras ficam em sites de terceiros, que podem não ter legendas ou transcrições.",
            "Documentos externos ligados a partir do site (PDFs, por exemplo) podem não ser acessíveis.",
          ],
        },
        {
          id: "checks",
          heading: "Como é verificado",
          paragraphs: ["A cada mudança no código, testes automáticos verificam as páginas públicas nos dois idiomas:"],
          items: [
            "axe-core, nas regras da WCAG 2.2 A e AA, em telas de celular e de computador;",
            "o validador de HTML do W3C (Nu HTML Checker);",
            "Lighthouse, com nota 100 em acessibilidade;",
            "uso só com teclado, foco visível e respeito à preferência por menos movimento.",
          ],
        },
        { id: "report", heading: "Relatar um problema", paragraphs: [`Se algo no site for difícil de usar, escreva para ${controller.email} dizendo a página e o problema. Você terá uma resposta em até 5 dias úteis.`] },
        { id: "date", heading: "Data", paragraphs: [`Esta declaração foi revisada em ${date}.`] },
      ],
    };
  }
  return {
    title: "Accessibility statement",
    description: "The accessibility standard this site aims at, how it is checked, and how to report a problem.",
    sections: [
      { id: "standard", heading: "The standard", paragraphs: [`${controller.name} wants everyone to be able to use this site. It aims at level AA of the Web Content Accessibility Guidelines (WCAG) 2.2.`] },
      { id: "status", heading: "Conformance status", paragraphs: ["Partially conformant: most of the site meets level AA, with the known limitations below."] },
      {
        id: "limitations",
        heading: "Known limitations",
        paragraphs: [],
        items: [
          "Images in articles depend on the alternative text their author wrote; an older image may lack a good description.",
          "Talk videos and slides are on other sites, which may lack captions or transcripts.",
          "Outside documents the site links to (PDFs, for example) may not be accessible.",
        ],
      },
      {
        id: "checks",
        heading: "How it is checked",
        paragraphs: ["On every change to the code, automated tests check the public pages in both languages:"],
        items: [
          "axe-core, with the WCAG 2.2 A and AA rules, on phone and desktop screens;",
          "the W3C's HTML validator (Nu HTML Checker);",
          "Lighthouse, with an accessibility score of 100;",
          "use by keyboard alone, a visible focus, and respect for the reduced-motion preference.",
        ],
      },
      { id: "report", heading: "Report a problem", paragraphs: [`If anything on the site is hard to use, write to ${controller.email} with the page and the problem. You will get an answer within 5 working days.`] },
      { id: "date", heading: "Date", paragraphs: [`This statement was last reviewed on ${date}.`] },
    ],
  };
}
