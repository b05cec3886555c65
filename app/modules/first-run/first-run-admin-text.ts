import type { FirstRunStep } from "./first-run.ts";

export type FirstRunAdminText = typeof en;

/** The owner's first-run words (issue 30), in the admin's two languages; `pt` has the same keys. */
const en = {
  noAdminTitle: "This site has no administrator yet",
  noAdminText:
    "Nobody can sign in until the system is initialised. Initialising creates the account \"admin\" with a generated password, shown once: keep it somewhere safe.",
  noAdminAction: "Set up the administrator now",
  checklistTitle: "Your first steps",
  checklistIntro: "A few things to do before the site is yours. Each one ticks off by itself once it is done.",
  checklistProgress: "{done} of {total} done",
  done: "Done",
  toDo: "To do",
  go: "Open",
  photosIntro:
    "Your portrait and the six press photos are placeholders until you replace them. Start with your portrait: it shows on the home page, after every article and in the press kit.",
  photosAction: "Upload your portrait",
  steps: {
    password: { title: "Change the generated password", hint: "Settings › Password." },
    email: { title: "Add your e-mail address", hint: "Settings › Account: password resets and notifications go there." },
    photos: { title: "Replace the sample photos", hint: "Site content › Hero › Portrait, then the photos of the press kit and the media kit." },
    mail: { title: "Set up e-mail", hint: "Settings › E-mail: so that invitations and messages reach you. Send the test e-mail to check it." },
    twoFactor: { title: "Turn on two-factor authentication", hint: "Settings › Two-factor authentication or a passkey." },
  } satisfies Record<FirstRunStep, { title: string; hint: string }>,
};

const pt: typeof en = {
  noAdminTitle: "Este site ainda não tem administrador",
  noAdminText:
    "Ninguém consegue entrar até o sistema ser inicializado. A inicialização cria a conta \"admin\" com uma senha gerada, mostrada uma única vez: guarde-a em lugar seguro.",
  noAdminAction: "Criar o administrador agora",
  checklistTitle: "Seus primeiros passos",
  checklistIntro: "Algumas coisas a fazer para o site ficar com a sua cara. Cada uma é marcada sozinha quando estiver feita.",
  checklistProgress: "{done} de {total} feitos",
  done: "Feito",
  toDo: "A fazer",
  go: "Abrir",
  photosIntro:
    "Seu retrato e as seis fotos de imprensa são provisórios até você trocá-los. Comece pelo retrato: ele aparece na página inicial, no fim de cada artigo e no kit de imprensa.",
  photosAction: "Enviar seu retrato",
  steps: {
    password: { title: "Trocar a senha gerada", hint: "Configurações › Senha." },
    email: { title: "Adicionar seu e-mail", hint: "Configurações › Conta: a redefinição de senha e os avisos vão para ele." },
    photos: { title: "Substituir as fotos de exemplo", hint: "Conteúdo do site › Abertura › Retrato, depois as fotos do kit de imprensa e do kit de mídia." },
    mail: { title: "Configurar o envio de e-mail", hint: "Configurações › E-mail: para que convites e mensagens cheguem até você. Envie o e-mail de teste para conferir." },
    twoFactor: { title: "Ativar a verificação em duas etapas", hint: "Configurações › Verificação em duas etapas ou uma passkey." },
  },
};

export const FIRST_RUN_ADMIN_TEXT = { en, pt } as const;
