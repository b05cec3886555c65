/**
 * The revision list's generated words (`summarizeChange`, `compareTexts`, written in English where the
 * revision is stored) in the admin's language (issue 26).
 */
const FIELDS: Record<string, [string, "m" | "f"]> = {
  Title: ["Título", "m"],
  Slug: ["Endereço", "m"],
  Content: ["Conteúdo", "m"],
  Excerpt: ["Resumo", "m"],
  "Portuguese title": ["Título em português", "m"],
  "Portuguese slug": ["Endereço em português", "m"],
  "Portuguese content": ["Conteúdo em português", "m"],
  "Portuguese excerpt": ["Resumo em português", "m"],
  "Cover image": ["Imagem de capa", "f"],
  Category: ["Categoria", "f"],
};

const WHOLE: Record<string, string> = {
  "First version": "Primeira versão",
  "No changes to the text": "Nenhuma mudança no texto",
  "English version added": "Versão em inglês adicionada",
  "English version removed": "Versão em inglês removida",
  "Portuguese version added": "Versão em português adicionada",
  "Portuguese version removed": "Versão em português removida",
  Featured: "Em destaque",
  "No longer featured": "Fora do destaque",
};

/** A field's name in a diff ("Portuguese title" → "Título em português"). */
export function revisionFieldLabel(label: string, language: "en" | "pt"): string {
  return language === "pt" ? (FIELDS[label]?.[0] ?? label) : label;
}

function part(text: string): string {
  const whole = WHOLE[text];
  if (whole) return whole;
  const changed = /^(.+) (changed|edited)$/.exec(text);
  const field = changed?.[1] ? FIELDS[changed[1]] : undefined;
  if (changed && field) {
    const [name, gender] = field;
    return `${name} ${changed[2] === "edited" ? "editad" : "alterad"}${gender === "f" ? "a" : "o"}`;
  }
  const words = /^(.+) ([+−])(\d+) words?$/.exec(text);
  const counted = words?.[1] ? FIELDS[words[1]] : undefined;
  if (words && counted) return `${counted[0]} ${words[2]}${words[3]} palavra${words[3] === "1" ? "" : "s"}`;
  return text;
}

/** "Title changed, Content +12 words and 2 more" → "Título alterado, Conteúdo +12 palavras e mais 2". */
export function revisionSummary(summary: string, language: "en" | "pt"): string {
  if (language === "en") return summary;
  const more = / and (\d+) more$/.exec(summary);
  const head = more ? summary.slice(0, more.index) : summary;
  const parts = head.split(", ").map(part).join(", ");
  return more ? `${parts} e mais ${more[1]}` : parts;
}
