import { type AdminStrings, fillText } from "./admin-dictionary.ts";

/**
 * The API answers in the spec's English (its clients read `message`); the admin shows the known
 * answers in its own language. Unknown messages are shown as they came.
 */
const KNOWN: Array<[RegExp, (text: AdminStrings, match: RegExpExecArray) => string]> = [
  // The 5xx answers (ADR 045): an unexpected failure, the database out of reach.
  [/^An error occurred\. Please try again\.$/, (t) => t.errorTryAgain],
  [/^The service is temporarily unavailable\. Please try again in a moment\.$/, (t) => t.serviceUnavailable],
  [/^Invalid username or password$/, (t) => t.invalidCredentials],
  [/^The authentication code is not correct\. This sign-in has expired/, (t) => `${t.wrongCode}. ${t.challengeExpired}`],
  [/^The authentication code is not correct$/, (t) => t.wrongCode],
  [/^This sign-in has expired/, (t) => t.challengeExpired],
  [/^Too many failed sign-in attempts\. Please try again in (\d+) minute/, (t, m) => fillText(t.tooManyAttempts, { minutes: m[1] ?? "" })],
  [/^Too many (attempts|wrong codes)\. Please try again later\.$/, (t) => t.tooManyRequests],
  [/^The system is already initialized/, (t) => t.alreadyInitialized],
  [/^This site requires its setup token/, (t) => t.setupTokenRequired],
  [/^The setup token is not correct\.?$/, (t) => t.setupTokenWrong],
  [/^System initialized successfully/, (t) => t.initSuccess],
  [/^Save this password now in a password manager/, (t) => t.initNote],
  [/^The passkey could not be verified/, (t) => t.passkeyFailed],
  [/^The current password is not correct$/, (t) => t.currentPasswordWrong],
  [/^Current password is required$/, (t) => t.currentPasswordRequired],
  [/^Enter an e-mail address$/, (t) => t.emailRequired],
  [/^Enter a valid e-mail address$/, (t) => t.emailInvalid],
  [/^This password reset link is not valid/, (t) => `${t.resetLinkInvalid}. ${t.resetLinkInvalidText}`],
  [/^The link is not valid$/, (t) => t.resetLinkInvalid],
  [/^This confirmation link is not valid/, (t) => t.verifyLinkInvalid],
  [/^Two-factor authentication is on: enter the code/, (t) => t.resetCodeHint],
  [/^This password is too easy to guess/, (t) => t.tooEasy],
  [/^New password must be at least (\d+) characters$/, (t, m) => fillText(t.passwordTooShort, { min: m[1] ?? "" })],
  [/^E-mail is not configured on this server/, (t) => t.emailOff],
  // Shared schemas' field messages (both sides validate with the same Zod schemas).
  [/^This field is required$/, () => "Preencha este campo"],
  [/^(.+) is required$/, (_t, m) => `${field(m[1])}: preencha este campo`],
  [/^(.+) must be at least (\d+) characters?$/, (_t, m) => `${field(m[1])}: pelo menos ${m[2]} caracteres`],
  [/^(.+) must be at most (\d+) characters?$/, (_t, m) => `${field(m[1])}: no máximo ${m[2]} caracteres`],
  [/^(.+) must be text$/, (_t, m) => `${field(m[1])}: deve ser um texto`],
  [/^Slug must contain only lowercase letters, numbers and hyphens/, () => "Endereço: use só letras minúsculas, números e hífens"],
  [/^Add at least one item$/, () => "Adicione pelo menos um item"],
  [/^Add at least (\d+) items$/, (_t, m) => `Adicione pelo menos ${m[1]} itens`],
  [/^At most (\d+) items$/, (_t, m) => `No máximo ${m[1]} itens`],
  [/^Use true \(shown\) or false \(hidden\)$/, () => "Use true (visível) ou false (oculta)"],
  [/^Enter a valid date \(YYYY-MM-DD\)$/, () => "Digite uma data válida (AAAA-MM-DD)"],
  [/^Invalid web address$/, () => "Endereço da web inválido"],
  [/^Invalid email address$/, (t) => t.emailInvalid],
  [/^Cover image must be an http\(s\) URL or a path starting with \/$/, () => "A imagem de capa deve ser um endereço http(s) ou um caminho que começa com /"],
  [/^The selected category does not exist$/, () => "A categoria escolhida não existe"],
  [/^This slug is already used by another article$/, () => "Este endereço já é usado por outro artigo"],
  [/^An article with .* already exists\. Choose a different slug\.$/, () => "Já existe um artigo com este endereço. Escolha outro."],
  [/^A category with the slug .* already exists/, () => "Já existe uma categoria com este endereço. Escolha outro."],
  [/^The file is not a supported image/, () => "O arquivo não é uma imagem aceita. Envie uma imagem JPEG, PNG, WebP, GIF ou AVIF."],
  [/^SVG images are not accepted/, () => "Imagens SVG não são aceitas. Envie uma imagem JPEG, PNG, WebP, GIF ou AVIF."],
  [/^The file is empty/, () => "O arquivo está vazio. Escolha uma imagem para enviar."],
  [/^The image could not be read/, () => "Não foi possível ler a imagem: o arquivo parece danificado ou incompleto."],
  [/^The image is too large: at most (\d+) (MB|megapixels)/, (_t, m) => `A imagem é grande demais: são aceitos no máximo ${m[1]} ${m[2] === "MB" ? "MB" : "megapixels"}.`],
  [/^The authentication code has already been used/, (t) => t.codeAlreadyUsed],
  [/^(.+) can only contain lowercase letters, numbers,? and hyphens$/, (_t, m) => `${field(m[1])}: use só letras minúsculas, números e hífens`],
  [/^(.+) must be true or false$/, (_t, m) => `${field(m[1])}: deve ser sim ou não`],
  [/^Cover image must be a URL$/, () => "A imagem de capa deve ser um endereço"],
  [/^Category must be a category id or (none|null)$/, () => "Escolha uma categoria ou nenhuma"],
  [/^Publish time must be a date and time with a time zone/, () => "A hora de publicação deve ser uma data e hora com fuso horário, por exemplo 2026-12-01T09:00:00Z"],
  [/^Publish time is not a valid date$/, () => "A hora de publicação não é uma data válida"],
  [/^Use whole minutes between 1 and 1440$/, () => "Use minutos inteiros entre 1 e 1440"],
  [/^Enter a full address starting with https:\/\/$/, () => "Digite um endereço completo começando com https://"],
  [/^Use lowercase letters, digits and hyphens \(at most 80\)$/, () => "Use letras minúsculas, algarismos e hífens (no máximo 80)"],
  [/^Use a time like 14:30$/, () => "Use uma hora como 14:30"],
  [/^Choose a time zone like America\/Sao_Paulo$/, () => "Escolha um fuso horário como America/Sao_Paulo"],
  [/^Choose in person, online or hybrid$/, () => "Escolha presencial, on-line ou híbrido"],
  [/^Use a date like 2026-03-12$/, () => "Use uma data como 2026-03-12"],
  [/^Use the two-letter country code, e\.g\. BR$/, () => "Use o código do país com duas letras, por exemplo BR"],
  [/^Choose English, Portuguese or Spanish$/, () => "Escolha inglês, português ou espanhol"],
  [/^Choose a talk of this site, or none$/, () => "Escolha uma palestra deste site, ou nenhuma"],
  [/^Confirm the new password$/, () => "Confirme a nova senha"],
  [/^The new passwords do not match$/, (t) => t.passwordsDiffer],
  [/^Enter the 6-digit code from your authenticator app$/, () => "Digite o código de 6 dígitos do seu aplicativo autenticador"],
  [/^The password is not correct$/, () => "A senha não está correta"],
  [/^Enter a whole number of months$/, () => "Digite um número inteiro de meses"],
  [/^Must be text$/, () => "Deve ser um texto"],
  // The article form's own checks (components/article-form.ts).
  [/^Portuguese slug is required when the article has no English version$/, () => "Endereço em português: obrigatório quando o artigo não tem versão em inglês"],
  [/^Enter a date and a time$/, () => "Digite uma data e uma hora"],
  [/^The publication date cannot be in the future; schedule the article instead$/, () => "A data de publicação não pode estar no futuro; agende o artigo"],
  [/^Request body must be a JSON object$/, () => "O corpo da requisição deve ser um objeto JSON"],
  [/^The Portuguese version must be an object/, () => "A versão em português deve ser um objeto com os campos do conteúdo"],
  [/^Send the passkey's answer as WebAuthn JSON/, () => "Envie a resposta da chave de acesso como JSON WebAuthn (de @simplewebauthn/browser)"],
];

/** Field names of the shared schemas' messages. */
const FIELDS: Record<string, string> = {
  Title: "Título",
  Slug: "Endereço",
  Content: "Conteúdo",
  Excerpt: "Resumo",
  Name: "Nome",
  Description: "Descrição",
  "Portuguese title": "Título em português",
  "Portuguese slug": "Endereço em português",
  "Portuguese content": "Conteúdo em português",
  "Portuguese excerpt": "Resumo em português",
  "Portuguese name": "Nome em português",
  "Portuguese description": "Descrição em português",
  "Current password": "Senha atual",
  "New password": "Nova senha",
  "Authentication code": "Código de verificação",
  Published: "Publicado",
  Featured: "Destaque",
  Newsletter: "Newsletter",
  "Portuguese published": "Publicado em português",
  "Portuguese newsletter": "Newsletter em português",
};

function field(name: string | undefined): string {
  return name ? (FIELDS[name] ?? name) : "";
}

export function translateApiMessage(message: string, text: AdminStrings, language: "en" | "pt"): string {
  if (language === "en") return message;
  for (const [pattern, translate] of KNOWN) {
    const match = pattern.exec(message);
    if (match) return translate(text, match);
  }
  return message;
}
