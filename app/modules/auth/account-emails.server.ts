import crypto from "node:crypto";
import { escapeXml } from "#app/lib/xml.ts";
import type { Language } from "#app/lib/language.ts";
import type { NewNotification } from "#app/modules/notifications/outbox.service.server.ts";

/** The account e-mails' words, one dictionary per language with the same keys (issue 26). */
const EN = {
  verifySubject: "Confirm the e-mail address of your admin account",
  verifyIntro: "Someone (probably you) entered this address for the admin account “{username}” of {host}.",
  verifyAction: "To confirm it, open this link and press “Confirm this address”:",
  verifyIgnore: "If it was not you, ignore this e-mail: nothing changes until the address is confirmed. The link is valid for 24 hours.",
  resetSubject: "Reset the password of your admin account",
  resetIntro: "A password reset was asked for the admin account “{username}” of {host}.",
  resetAction: "To choose a new password, open this link within 30 minutes (it works once):",
  resetIgnore: "If you did not ask for it, ignore this e-mail: your password stays as it is.",
  signature: "The website {host}",
};
type AccountEmailText = typeof EN;
const PT: AccountEmailText = {
  verifySubject: "Confirme o endereço de e-mail da sua conta de administrador",
  verifyIntro: "Alguém (provavelmente você) informou este endereço para a conta de administrador “{username}” de {host}.",
  verifyAction: "Para confirmá-lo, abra este link e clique em “Confirmar este endereço”:",
  verifyIgnore: "Se não foi você, ignore este e-mail: nada muda até o endereço ser confirmado. O link vale por 24 horas.",
  resetSubject: "Redefina a senha da sua conta de administrador",
  resetIntro: "Foi pedida a redefinição da senha da conta de administrador “{username}” de {host}.",
  resetAction: "Para escolher uma nova senha, abra este link em até 30 minutos (ele funciona uma vez):",
  resetIgnore: "Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.",
  signature: "O site {host}",
};
const TEXTS: Record<Language, AccountEmailText> = { en: EN, pt: PT };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}

interface AccountEmail {
  to: string;
  username: string;
  link: string;
  language: Language;
  siteUrl: string;
}

function render(kind: "verify" | "reset", email: AccountEmail): NewNotification {
  const t = TEXTS[email.language];
  const host = new URL(email.siteUrl).hostname;
  const values = { username: email.username, host };
  const subject = kind === "verify" ? t.verifySubject : t.resetSubject;
  const paragraphs = (kind === "verify" ? [t.verifyIntro, t.verifyAction] : [t.resetIntro, t.resetAction]).map((p) => fill(p, values));
  const closing = [kind === "verify" ? t.verifyIgnore : t.resetIgnore, fill(t.signature, values)];
  const text = [...paragraphs, email.link, ...closing].join("\n\n");
  const html =
    `<!doctype html><html lang="${email.language === "pt" ? "pt-BR" : "en"}"><head><meta charset="utf-8"></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">` +
    paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join("") +
    `<p><a href="${escapeXml(email.link)}">${escapeXml(email.link)}</a></p>` +
    closing.map((p) => `<p style="color:#555">${escapeXml(p)}</p>`).join("") +
    `</body></html>`;
  const messageId = `account-${kind}-${crypto.randomBytes(9).toString("hex")}@${host}`;
  return {
    messageId: null,
    purpose: "account",
    recipient: email.to,
    dedupeKey: messageId,
    payload: { to: email.to, subject, text, html, messageId },
  };
}

/** The link that confirms a new account address (its page confirms with a POST). */
export function renderVerificationEmail(email: AccountEmail): NewNotification {
  return render("verify", email);
}

/** The single-use, 30-minute link to /admin/reset-password. */
export function renderPasswordResetEmail(email: AccountEmail): NewNotification {
  return render("reset", email);
}
