/**
 * Rules of the sender's acknowledgement (issue 22, finding 2): the form must not be a way to send the
 * owner's mail to someone else's mailbox. The acknowledgement never quotes what the visitor wrote, greets
 * by at most a short, plain name, and is throttled by the mailbox an address reaches, not its spelling.
 */

/** The most characters of the sender's name the acknowledgement's greeting repeats. */
export const ACKNOWLEDGEMENT_NAME_MAX_CHARS = 40;
/** The most words of the sender's name the greeting repeats. */
export const ACKNOWLEDGEMENT_NAME_MAX_WORDS = 4;

/** Providers that ignore dots in the local part (and `googlemail.com` is `gmail.com`). */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, for throttling: lowercase, without a `+tag`, and for Gmail without
 * dots (`V.ictim+2@GoogleMail.com` → `victim@gmail.com`). Never used to send: only as a counter's key.
 */
export function mailboxKey(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1).replace(/\.$/, "");
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

/** The domain of the mailbox an address reaches (`googlemail.com` counts as `gmail.com`). */
export function mailboxDomain(address: string): string {
  const key = mailboxKey(address);
  return key.slice(key.lastIndexOf("@") + 1);
}

/** A word of a plain name: letters (with accents), apostrophes, hyphens, at most one final period. */
const PLAIN_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*\.?$/u;

/**
 * The part of a sender's name the greeting may repeat: its leading plain words, up to the first word
 * that is not plain (anything with `@`, `:`, `/`, digits or a dot inside, such as an address or a web
 * address), at most
 * ACKNOWLEDGEMENT_NAME_MAX_WORDS words and ACKNOWLEDGEMENT_NAME_MAX_CHARS characters. Empty when
 * nothing plain is left: the greeting then has no name.
 */
export function greetingName(name: string): string {
  const words = name
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .trim()
    .split(/\s+/);
  let result = "";
  for (const word of words.slice(0, ACKNOWLEDGEMENT_NAME_MAX_WORDS)) {
    if (!PLAIN_WORD.test(word)) break;
    const next = result ? `${result} ${word}` : word;
    if (next.length > ACKNOWLEDGEMENT_NAME_MAX_CHARS) break;
    result = next;
  }
  return result;
}
