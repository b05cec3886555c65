import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * Markdown (CommonMark) of a sanitised article body (issue 14: a version every AI assistant reads).
 * It covers exactly the sanitiser's allow-list (ADR 005): paragraphs, headings, bold, italic,
 * strikethrough, underline (kept as text: Markdown has none), line breaks, rules, nested lists (with
 * their start), quotes, links (with titles), images with their alt text, captioned figures, inline
 * code and code blocks. Relative addresses become absolute on `siteUrl`.
 */
export function articleHtmlToMarkdown(html: string, siteUrl: string): string {
  const document = parseDocument(html, { decodeEntities: true });
  return blocksOf(document.children, { siteUrl }).join("\n\n").trim();
}

interface Context {
  siteUrl: string;
}

const INLINE_TAGS = new Set(["strong", "b", "em", "i", "u", "s", "a", "code", "br", "img"]);

function isElement(node: ChildNode): node is Element {
  return node.type === "tag";
}

function isInline(node: ChildNode): boolean {
  return node.type === "text" || (isElement(node) && INLINE_TAGS.has(node.name));
}

function absolute(url: string, context: Context): string {
  try {
    return new URL(url, `${context.siteUrl}/`).toString();
  } catch {
    return url;
  }
}

/** A link or image destination: in angle brackets when it holds spaces or brackets. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

function titlePart(title: string | undefined): string {
  return title ? ` "${title.replace(/["\\]/g, "\\$&")}"` : "";
}

/** Text as Markdown shows it literally: the characters that would start emphasis, links or code are escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, "\\$&");
}

/** A line that would read as a heading, quote, list item or rule is escaped at its start. */
function escapeLineStart(line: string): string {
  return line.replace(/^(\s*)(#{1,6}(?=\s|$)|>|[-+*](?=\s)|\d+[.)](?=\s)|={3,}|-{3,})/, (_, space: string, mark: string) => `${space}\\${mark}`);
}

function textOf(nodes: ChildNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.data : isElement(node) ? textOf(node.children) : "")).join("");
}

function image(element: Element, context: Context): string {
  const src = element.attribs.src ?? "";
  const alt = (element.attribs.alt ?? "").replace(/\s+/g, " ").trim();
  return `![${escapeText(alt)}](${destination(absolute(src, context))}${titlePart(element.attribs.title)})`;
}

function wrap(marker: string, inner: string): string {
  const trimmed = inner.trim();
  if (trimmed === "") return inner;
  // Emphasis must hug its text: spaces go outside the markers.
  const lead = inner.match(/^\s*/)?.[0] ?? "";
  const tail = inner.match(/\s*$/)?.[0] ?? "";
  return `${lead}${marker}${trimmed}${marker}${tail}`;
}

function inlineOf(nodes: ChildNode[], context: Context): string {
  return nodes
    .map((node): string => {
      if (node.type === "text") return escapeText(node.data.replace(/\s+/g, " "));
      if (!isElement(node)) return "";
      const inner = () => inlineOf(node.children, context);
      switch (node.name) {
        case "strong":
        case "b":
          return wrap("**", inner());
        case "em":
        case "i":
          return wrap("*", inner());
        case "s":
          return wrap("~~", inner());
        case "code": {
          const code = textOf(node.children);
          const fence = "`".repeat(Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
          const pad = code.startsWith("`") || code.endsWith("`") ? " " : "";
          return `${fence}${pad}${code}${pad}${fence}`;
        }
        case "a": {
          const href = node.attribs.href;
          const text = inner().trim();
          if (!href) return text;
          const url = absolute(href, context);
          return `[${text || escapeText(url)}](${destination(url)}${titlePart(node.attribs.title)})`;
        }
        case "img":
          return image(node, context);
        case "br":
          return "\\\n";
        default:
          // <u> and anything else inline: the text (Markdown has no underline).
          return inner();
      }
    })
    .join("");
}

/** A paragraph's inline Markdown: spaces around line breaks trimmed, each line safe from block syntax. */
function paragraph(nodes: ChildNode[], context: Context): string {
  return inlineOf(nodes, context)
    .split("\n")
    .map((line) => escapeLineStart(line.trim()))
    .join("\n")
    .trim();
}

function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : `${prefix}${line}`))
    .join("\n");
}

function list(element: Element, context: Context): string {
  const ordered = element.name === "ol";
  const start = ordered ? Number.parseInt(element.attribs.start ?? "1", 10) || 1 : 1;
  const items = element.children.filter((child): child is Element => isElement(child) && child.name === "li");
  // Items made of several blocks are separated by blank lines (a loose list), others by line breaks.
  const rendered = items.map((item) => blocksOf(item.children, context));
  const loose = rendered.some((blocks) => blocks.slice(1).some((block) => !/^([-*+]|\d+\.) /.test(block)));
  return rendered
    .map((blocks, index) => {
      const marker = ordered ? `${start + index}. ` : "- ";
      const body = blocks.join(loose ? "\n\n" : "\n");
      return `${marker}${indent(body, " ".repeat(marker.length))}`;
    })
    .join(loose ? "\n\n" : "\n");
}

function codeBlock(element: Element): string {
  const code = textOf(element.children).replace(/\n$/, "");
  const fence = "`".repeat(Math.max(3, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length + 1)));
  return `${fence}\n${code}\n${fence}`;
}

function blocksOf(nodes: ChildNode[], context: Context): string[] {
  const blocks: string[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    const text = paragraph(run, context);
    if (text !== "") blocks.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) {
      run.push(node);
      continue;
    }
    flush();
    if (!isElement(node)) continue;
    switch (node.name) {
      case "h2":
      case "h3":
      case "h4": {
        const text = inlineOf(node.children, context).replace(/\\\n/g, " ").replace(/\s+/g, " ").trim();
        if (text !== "") blocks.push(`${"#".repeat(Number(node.name.slice(1)))} ${text}`);
        break;
      }
      case "ul":
      case "ol":
        blocks.push(list(node, context));
        break;
      case "blockquote": {
        const inner = blocksOf(node.children, context).join("\n\n");
        blocks.push(inner.split("\n").map((line) => (line === "" ? ">" : `> ${line}`)).join("\n"));
        break;
      }
      case "pre":
        blocks.push(codeBlock(node));
        break;
      case "hr":
        blocks.push("---");
        break;
      case "figure": {
        const caption = node.children.find((child): child is Element => isElement(child) && child.name === "figcaption");
        const content = blocksOf(
          node.children.filter((child) => child !== caption),
          context,
        );
        const captionText = caption ? paragraph(caption.children, context) : "";
        blocks.push([...content, ...(captionText ? [wrap("*", captionText)] : [])].join("\n"));
        break;
      }
      default:
        // p, li content and any other container: its blocks.
        blocks.push(...blocksOf(node.children, context));
    }
  }
  flush();
  return blocks;
}

const LABELS = {
  en: { author: "Author", published: "Published", updated: "Updated", canonical: "Web page", language: "Language", other: "Portuguese version" },
  pt: { author: "Autor", published: "Publicado em", updated: "Atualizado em", canonical: "Página", language: "Idioma", other: "Versão em inglês" },
} as const;

export interface ArticleMarkdownInput {
  siteUrl: string;
  language: "en" | "pt";
  title: string;
  /** The excerpt the author wrote, if any. */
  excerpt: string | null;
  author: string;
  /** ISO date-times. */
  publishedAt: string;
  updatedAt: string;
  /** Long date in the article's language ("January 5, 2025", "5 de janeiro de 2025"). */
  publishedLabel: string;
  /** Absolute URLs of the HTML page and of the other language's Markdown version, if it is live. */
  canonicalUrl: string;
  otherMarkdownUrl: string | null;
  /** The sanitised article HTML. */
  html: string;
}

/** The whole Markdown document of one article version: title, excerpt, facts with the canonical link, body. */
export function buildArticleMarkdown(input: ArticleMarkdownInput): string {
  const labels = LABELS[input.language];
  const facts = [
    `- ${labels.author}: ${escapeText(input.author)}`,
    `- ${labels.published}: ${input.publishedLabel} (${input.publishedAt.slice(0, 10)})`,
    ...(input.updatedAt.slice(0, 10) !== input.publishedAt.slice(0, 10) ? [`- ${labels.updated}: ${input.updatedAt.slice(0, 10)}`] : []),
    `- ${labels.language}: ${input.language === "pt" ? "pt-BR" : "en-US"}`,
    `- ${labels.canonical}: <${input.canonicalUrl}>`,
    ...(input.otherMarkdownUrl ? [`- ${labels.other}: <${input.otherMarkdownUrl}>`] : []),
  ];
  const parts = [
    `# ${escapeText(input.title.replace(/\s+/g, " ").trim())}`,
    ...(input.excerpt ? [`> ${escapeText(input.excerpt.replace(/\s+/g, " ").trim())}`] : []),
    facts.join("\n"),
    "---",
    articleHtmlToMarkdown(input.html, input.siteUrl),
  ];
  return `${parts.join("\n\n")}\n`;
}
