import type { Language } from "#app/lib/language.ts";
import { NEWSLETTER_UNCONFIRMED_DAYS, type PrivacyFacts } from "./privacy-facts.ts";

/** One part of a generated statement: a heading, paragraphs, and an optional list. */
export interface StatementSection {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface Statement {
  title: string;
  description: string;
  sections: StatementSection[];
}

const months = (n: number, language: Language) => (language === "pt" ? `${n} ${n === 1 ? "mês" : "meses"}` : `${n} ${n === 1 ? "month" : "months"}`);
const days = (n: number, language: Language) => (language === "pt" ? `${n} ${n === 1 ? "dia" : "dias"}` : `${n} ${n === 1 ? "day" : "days"}`);

/**
 * The privacy notice (LGPD Art. 9, GDPR Art. 13), generated from what the site actually does: the
 * forms' fields, where messages go (the SMTP host, the webhook's host), how long each kind of data is
 * kept, what the browser stores, and, when they are on, analytics and the newsletter.
 */
export function buildPrivacyNotice(facts: PrivacyFacts, language: Language): Statement {
  return language === "pt" ? noticePt(facts) : noticeEn(facts);
}

function noticeEn({ controller, environment, retention, acknowledgements }: PrivacyFacts): Statement {
  const sections: StatementSection[] = [
    {
      id: "who",
      heading: "Who is responsible",
      paragraphs: [`${controller.name} runs this site and decides what happens to your details (the controller). Write to ${controller.email} about anything in this notice.`],
    },
    {
      id: "forms",
      heading: "What the forms collect and why",
      paragraphs: ["Only what you type into a form, and only to answer you."],
      items: [
        "Contact form: your name, e-mail address and message, so that the message can be read and answered.",
        "Invitation to speak: your name, e-mail address, the event's name, date, city, country, format, audience size, talk language, budget, decision date and details, so that the invitation can be considered and answered.",
        "With either form: the page it was sent from and, when you arrived from another site or a campaign link, that site and the campaign's name, to know how people find this site.",
      ],
    },
  ];
  const where: string[] = ["Messages are stored in this site's own database."];
  if (environment.smtpHost) where.push(`A copy is sent by e-mail to the site's owner through the mail server ${environment.smtpHost}${acknowledgements ? ", and a short acknowledgement is e-mailed to you" : ""}.`);
  else where.push("No e-mail is sent: the site's e-mail notifications are off.");
  if (environment.webhookHost) where.push(`A notice of each message, with its contents, is sent to ${environment.webhookHost}, a service used to announce new messages.`);
  where.push("Your details are not sold, not used for advertising and not given to anyone else.");
  sections.push({ id: "where", heading: "Where your details go", paragraphs: where });

  const kept = [
    `Messages: ${months(retention.messageMonths, "en")} after they arrive, then erased automatically.`,
    `The text of an e-mail or webhook call sent about a message: ${days(retention.outboxDays, "en")} after it was delivered, then erased automatically.`,
  ];
  if (environment.newsletter) kept.push(`Newsletter sign-ups that were never confirmed: ${days(NEWSLETTER_UNCONFIRMED_DAYS, "en")}, then forgotten.`);
  if (environment.analytics) kept.push(`Analytics events: ${days(environment.analytics.retentionDays, "en")}; after that only totals per day are kept.`);
  sections.push({
    id: "retention",
    heading: "How long it is kept",
    paragraphs: ["Backups of the site taken before an erasure may still hold the erased details until those backups are themselves deleted."],
    items: kept,
  });

  sections.push({
    id: "browser",
    heading: "What is stored in your browser",
    paragraphs: ["No cookies are set for visitors. A few small notes are kept in your browser and are never sent anywhere on their own:"],
    items: [
      "Your choice of language, and whether you turned down the offer to read in Portuguese (localStorage), so that the site opens in your language next time.",
      "The page you arrived on and the site or campaign that sent you (sessionStorage, forgotten when you close the tab), sent with a form only if you send one.",
      "Technical notes for the open tab only (sessionStorage): that the fonts were loaded, and the confirmation to show after sending a form. They say nothing about you.",
    ],
  });
  if (environment.analytics) {
    sections.push({
      id: "analytics",
      heading: "Visit counts",
      paragraphs: [
        "The site counts visits to its pages without storing anything on your device. A visit is recognised for one day by a hash made with a salt that changes every day; your IP address is not kept.",
        `The individual events are kept ${days(environment.analytics.retentionDays, "en")}; only totals are kept after that.`,
      ],
    });
  }
  if (environment.newsletter) {
    sections.push({
      id: "newsletter",
      heading: "Newsletter",
      paragraphs: [
        "The newsletter goes only to people who asked for it and confirmed it from the e-mail sent to them (double opt-in); the time of that consent is kept as proof.",
        `Every issue has a one-click unsubscribe link. A sign-up that is not confirmed is forgotten after ${days(NEWSLETTER_UNCONFIRMED_DAYS, "en")}.`,
      ],
    });
  }
  sections.push({
    id: "rights",
    heading: "Your rights",
    paragraphs: [
      "Under Brazil's LGPD (Art. 18) and the European GDPR you may ask to know whether your details are held, to get a copy of them, to have them corrected or erased, and to withdraw a consent you gave. You may also complain to the data protection authority (in Brazil, the ANPD).",
      `To use these rights, write to ${controller.email} from the address concerned. You will get an answer within 15 days.`,
    ],
  });
  return { title: "Privacy notice", description: "What this site keeps about you, why, where it goes, for how long, and your rights.", sections };
}

function noticePt({ controller, environment, retention, acknowledgements }: PrivacyFacts): Statement {
  const sections: StatementSection[] = [
    {
      id: "who",
      heading: "Quem é responsável",
      paragraphs: [`${controller.name} mantém este site e decide o que acontece com os seus dados (é o controlador, nos termos da LGPD). Escreva para ${controller.email} sobre qualquer ponto deste aviso.`],
    },
    {
      id: "forms",
      heading: "O que os formulários coletam e por quê",
      paragraphs: ["Apenas o que você digita em um formulário, e apenas para responder a você."],
      items: [
        "Formulário de contato: seu nome, e-mail e mensagem, para que a mensagem seja lida e respondida.",
        "Convite para palestra: seu nome, e-mail, nome do evento, data, cidade, país, formato, tamanho do público, idioma da palestra, orçamento, prazo de decisão e detalhes, para que o convite seja avaliado e respondido.",
        "Nos dois formulários: a página de onde foi enviado e, quando você chegou de outro site ou de um link de campanha, esse site e o nome da campanha, para saber como as pessoas encontram este site.",
      ],
    },
  ];
  const where: string[] = ["As mensagens ficam guardadas no banco de dados do próprio site."];
  if (environment.smtpHost) where.push(`Uma cópia é enviada por e-mail a quem mantém o site, pelo servidor de e-mail ${environment.smtpHost}${acknowledgements ? ", e você recebe por e-mail uma breve confirmação" : ""}.`);
  else where.push("Nenhum e-mail é enviado: as notificações por e-mail do site estão desligadas.");
  if (environment.webhookHost) where.push(`Um aviso de cada mensagem, com o seu conteúdo, é enviado para ${environment.webhookHost}, um serviço usado para avisar de novas mensagens.`);
  where.push("Seus dados não são vendidos, não são usados para publicidade e não são passados a mais ninguém.");
  sections.push({ id: "where", heading: "Para onde vão os seus dados", paragraphs: where });

  const kept = [
    `Mensagens: ${months(retention.messageMonths, "pt")} após a chegada; depois são apagadas automaticamente.`,
    `O texto de um e-mail ou chamada de webhook enviado sobre uma mensagem: ${days(retention.outboxDays, "pt")} após a entrega; depois é apagado automaticamente.`,
  ];
  if (environment.newsletter) kept.push(`Inscrições na newsletter nunca confirmadas: ${days(NEWSLETTER_UNCONFIRMED_DAYS, "pt")}; depois são esquecidas.`);
  if (environment.analytics) kept.push(`Eventos de estatística: ${days(environment.analytics.retentionDays, "pt")}; depois disso ficam só os totais por dia.`);
  sections.push({
    id: "retention",
    heading: "Por quanto tempo são guardados",
    paragraphs: ["Cópias de segurança do site feitas antes de uma exclusão podem ainda conter os dados apagados até que essas cópias também sejam apagadas."],
    items: kept,
  });

  sections.push({
    id: "browser",
    heading: "O que fica guardado no seu navegador",
    paragraphs: ["Nenhum cookie é usado para visitantes. Algumas pequenas anotações ficam no seu navegador e nunca são enviadas sozinhas:"],
    items: [
      "O idioma que você escolheu, e se você recusou a sugestão de ler em português (localStorage), para que o site abra no seu idioma da próxima vez.",
      "A página em que você chegou e o site ou a campanha que trouxe você (sessionStorage, esquecido ao fechar a aba), enviados com um formulário apenas se você enviar um.",
      "Anotações técnicas só da aba aberta (sessionStorage): que as fontes já foram carregadas, e a confirmação a mostrar depois de enviar um formulário. Não dizem nada sobre você.",
    ],
  });
  if (environment.analytics) {
    sections.push({
      id: "analytics",
      heading: "Contagem de visitas",
      paragraphs: [
        "O site conta as visitas às suas páginas sem guardar nada no seu aparelho. Uma visita é reconhecida por um dia com um resumo (hash) feito com um valor que muda todo dia; seu endereço IP não é guardado.",
        `Os eventos individuais são guardados por ${days(environment.analytics.retentionDays, "pt")}; depois disso ficam só os totais.`,
      ],
    });
  }
  if (environment.newsletter) {
    sections.push({
      id: "newsletter",
      heading: "Newsletter",
      paragraphs: [
        "A newsletter vai apenas para quem a pediu e confirmou pelo e-mail recebido (confirmação dupla); o momento desse consentimento é guardado como prova.",
        `Cada edição tem um link para cancelar com um clique. Uma inscrição não confirmada é esquecida após ${days(NEWSLETTER_UNCONFIRMED_DAYS, "pt")}.`,
      ],
    });
  }
  sections.push({
    id: "rights",
    heading: "Seus direitos",
    paragraphs: [
      "Pela LGPD (Art. 18) e pelo GDPR europeu, você pode pedir para saber se os seus dados estão guardados, receber uma cópia deles, corrigi-los ou apagá-los, e retirar um consentimento que deu. Você também pode reclamar à autoridade de proteção de dados (no Brasil, a ANPD).",
      `Para exercer esses direitos, escreva para ${controller.email} a partir do endereço em questão. Você terá uma resposta em até 15 dias.`,
    ],
  });
  return { title: "Aviso de privacidade", description: "O que este site guarda sobre você, por quê, para onde vai, por quanto tempo, e os seus direitos.", sections };
}
