import type { Language } from "#app/lib/language.ts";

export type NewsletterText = typeof en;

/**
 * The reader's side of the newsletter in both languages: the forms, the pages of the subscriber's
 * journey and the e-mails. Kept here rather than in the site dictionary (one feature, one file).
 */
const en = {
  formTitle: "Get new articles by e-mail",
  formIntro: "One e-mail when a new article is published, in English. Unsubscribe in one click.",
  emailLabel: "Your e-mail address",
  subscribe: "Subscribe",
  /** The wording recorded as the consent given. */
  consent: "I want to receive new articles by e-mail in English. I can unsubscribe at any time.",
  /** The link under the form to the privacy notice (issue 27). */
  privacyNotice: "Privacy notice",
  accepted: "Thank you. If this address is not subscribed yet, a confirmation e-mail is on its way: open it to confirm.",
  invalidEmail: "Enter a valid e-mail address.",
  /** A POST to a page that is not its subscribe form (no page sends one). */
  notAForm: "This page takes only the newsletter form.",
  tooMany: "Too many requests. Please try again later.",
  confirmTitle: "Confirm your subscription",
  confirmIntro: "Press the button to receive new articles by e-mail.",
  confirmButton: "Confirm",
  confirmedTitle: "Subscription confirmed",
  confirmedText: "Thank you. You will receive the next article by e-mail.",
  invalidLinkTitle: "This link is not valid",
  invalidLink: "The link is incomplete, or it was already used. To subscribe again, use the form on any page of the site.",
  unsubscribeTitle: "Unsubscribe from the newsletter",
  unsubscribeIntro: "Press the button to stop receiving new articles by e-mail.",
  unsubscribeButton: "Unsubscribe",
  unsubscribedTitle: "You are unsubscribed",
  unsubscribedText: "You will not receive any more e-mails from the newsletter.",
  backHome: "Back to the home page",
  confirmSubject: "Confirm your subscription",
  confirmMailText: "Someone (we hope you) asked to receive new articles by e-mail at this address. To confirm, open this link and press “Confirm”:",
  confirmMailIgnore: "If it was not you, ignore this e-mail: the address is forgotten in 7 days.",
  readArticle: "Read the article",
  unsubscribeLink: "Unsubscribe",
  mailFooter: "You receive this e-mail because you subscribed to new articles.",
};

const pt: typeof en = {
  formTitle: "Receba os novos artigos por e-mail",
  formIntro: "Um e-mail quando um novo artigo é publicado, em português. Cancele com um clique.",
  emailLabel: "Seu endereço de e-mail",
  subscribe: "Inscrever-se",
  consent: "Quero receber os novos artigos por e-mail em português. Posso cancelar a qualquer momento.",
  privacyNotice: "Aviso de privacidade",
  accepted: "Obrigado. Se este endereço ainda não está inscrito, um e-mail de confirmação está a caminho: abra-o para confirmar.",
  invalidEmail: "Informe um endereço de e-mail válido.",
  notAForm: "Esta página aceita apenas o formulário da newsletter.",
  tooMany: "Muitas solicitações. Tente novamente mais tarde.",
  confirmTitle: "Confirme sua inscrição",
  confirmIntro: "Pressione o botão para receber os novos artigos por e-mail.",
  confirmButton: "Confirmar",
  confirmedTitle: "Inscrição confirmada",
  confirmedText: "Obrigado. Você receberá o próximo artigo por e-mail.",
  invalidLinkTitle: "Este link não é válido",
  invalidLink: "O link está incompleto ou já foi usado. Para se inscrever novamente, use o formulário em qualquer página do site.",
  unsubscribeTitle: "Cancelar a inscrição na newsletter",
  unsubscribeIntro: "Pressione o botão para deixar de receber os novos artigos por e-mail.",
  unsubscribeButton: "Cancelar inscrição",
  unsubscribedTitle: "Sua inscrição foi cancelada",
  unsubscribedText: "Você não receberá mais e-mails da newsletter.",
  backHome: "Voltar à página inicial",
  confirmSubject: "Confirme sua inscrição",
  confirmMailText: "Alguém (esperamos que você) pediu para receber os novos artigos por e-mail neste endereço. Para confirmar, abra este link e pressione “Confirmar”:",
  confirmMailIgnore: "Se não foi você, ignore este e-mail: o endereço será esquecido em 7 dias.",
  readArticle: "Ler o artigo",
  unsubscribeLink: "Cancelar inscrição",
  mailFooter: "Você recebe este e-mail porque se inscreveu para receber os novos artigos.",
};

export const NEWSLETTER_TEXT: Record<Language, NewsletterText> = { en, pt };
