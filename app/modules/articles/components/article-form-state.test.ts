import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import type { Article } from "../article.ts";
import { draftPayload } from "./article-form.ts";
import { type ArticleFormAction, type ArticleFormState, articleFormReducer, initialArticleFormState, visibleArticleErrors } from "./article-form-state.ts";
import { AUTOSAVE_DELAY_MS, DraftSaver } from "./use-autosave.ts";

const run = (state: ArticleFormState, ...actions: ArticleFormAction[]) => actions.reduce(articleFormReducer, state);
const fresh = () => initialArticleFormState(null);
const inEnglish = (message: string) => translateApiMessage(message, ADMIN_DICTIONARIES.en.text, "en");
const inPortuguese = (message: string) => translateApiMessage(message, ADMIN_DICTIONARIES.pt.text, "pt");

function savedArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 7,
    slug: "first-post",
    title: "First post",
    content: "<p>Enough readable text here.</p>",
    excerpt: null,
    coverImage: null,
    publishedAt: "2026-01-10T09:00:00.000Z",
    publishAt: null,
    featured: false,
    published: true,
    categoryId: null,
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
    pt: null,
    ...overrides,
  };
}

describe("the article form's slug rule", () => {
  it("makes the English slug from the title while the owner has not edited it", () => {
    const state = run(fresh(), { type: "title", title: "Hello World" }, { type: "title", title: "Hello World, again" });
    expect(state.values.slug).toBe("hello-world-again");
  });

  it("keeps a slug typed by hand when the title changes afterwards", () => {
    const state = run(fresh(), { type: "title", title: "Hello" }, { type: "change", patch: { slug: "my-own" } }, { type: "title", title: "Hello there" });
    expect(state.values.slug).toBe("my-own");
  });

  it("moves an edited article's saved slug with its title until the slug is edited", () => {
    expect(run(initialArticleFormState(savedArticle()), { type: "title", title: "Second post" }).values.slug).toBe("second-post");
  });

  it("makes the Portuguese slug from the Portuguese title, without accents, not from the English one", () => {
    const state = run(fresh(), { type: "title", title: "Reading list" }, { type: "ptTitle", ptTitle: "Lições de reunião" });
    expect(state.values.ptSlug).toBe("licoes-de-reuniao");
    expect(state.values.slug).toBe("reading-list");
  });

  it("keeps the Portuguese slug of a version already public, whatever its title becomes", () => {
    const pt = { slug: "primeiro", title: "Primeiro", excerpt: null, content: "<p>Texto legível bastante.</p>", published: true, publishedAt: "2026-01-10T09:00:00.000Z", publishAt: null };
    const state = run(initialArticleFormState(savedArticle({ pt })), { type: "ptTitle", ptTitle: "Outro título" });
    expect(state.values.ptSlug).toBe("primeiro");
  });
});

describe("the article form's changes", () => {
  it("is clean as it opens and dirty after a change", () => {
    expect(fresh().dirty).toBe(false);
    expect(run(fresh(), { type: "change", patch: { excerpt: "A" } }).dirty).toBe(true);
  });

  it("goes back to what it opened with when the changes are discarded, and mounts new editors", () => {
    const article = savedArticle();
    const state = run(initialArticleFormState(article), { type: "title", title: "Changed" }, { type: "change", patch: { content: "<p>Other</p>" } }, { type: "discard" });
    expect(state.dirty).toBe(false);
    expect(state.values).toEqual(initialArticleFormState(article).values);
    expect(state.editorKey).toBe(1);
    // The slug follows the title again after a discard.
    expect(run(state, { type: "title", title: "Third post" }).values.slug).toBe("third-post");
  });

  it("lets the Portuguese version follow the English switch until its own switch is touched", () => {
    const following = run(fresh(), { type: "published", published: true });
    expect(following.values.ptPublished).toBe(true);
    const apart = run(fresh(), { type: "ptPublished", ptPublished: false }, { type: "published", published: true });
    expect(apart.values.ptPublished).toBe(false);
  });

  it("drops the server's message about a field once that field changes", () => {
    const state = run(fresh(), { type: "serverErrors", errors: { slug: "Slug is taken", title: "Title is off" } }, { type: "change", patch: { slug: "other" } });
    expect(state.serverErrors).toEqual({ title: "Title is off" });
  });
});

describe("the article form's messages", () => {
  it("shows nothing before the first submit, then the spec's messages with the content rule of article.schema.ts", () => {
    expect(visibleArticleErrors(fresh(), inEnglish)).toEqual({});
    const empty = run(fresh(), { type: "submit" });
    expect(visibleArticleErrors(empty, inEnglish)).toMatchObject({
      title: "Title must be at least 3 characters",
      slug: "Slug must be at least 3 characters",
      content: "Content must be at least 10 characters",
    });
    // "<p></p>" and tags are not readable text: the same rule as the API's.
    const thin = run(fresh(), { type: "title", title: "Hello World" }, { type: "change", patch: { content: "<p><strong>Too short</strong></p>" } }, { type: "submit" });
    expect(visibleArticleErrors(thin, inEnglish)).toEqual({ content: "Content must be at least 10 characters" });
  });

  it("shows the same messages in Portuguese for a Portuguese admin", () => {
    const empty = run(fresh(), { type: "submit" });
    expect(visibleArticleErrors(empty, inPortuguese)).toMatchObject({
      title: "Título: pelo menos 3 caracteres",
      slug: "Endereço: pelo menos 3 caracteres",
      content: "Conteúdo: pelo menos 10 caracteres",
    });
    const thinPt = run(fresh(), { type: "ptTitle", ptTitle: "Olá mundo" }, { type: "change", patch: { ptContent: "<p>Curto</p>" } }, { type: "submit" });
    expect(visibleArticleErrors(thinPt, inPortuguese).ptContent).toBe("Conteúdo em português: pelo menos 10 caracteres");
  });

  it("follows every change after the first submit", () => {
    const state = run(fresh(), { type: "submit" }, { type: "title", title: "Hello World" }, { type: "change", patch: { content: "<p>Now readable enough.</p>" } });
    expect(visibleArticleErrors(state, inEnglish)).toEqual({});
  });
});

describe("the article form's autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function autosaver() {
    const sent: { url: string; draft: unknown }[] = [];
    const saver = new DraftSaver(async (url, json) => {
      sent.push({ url, draft: JSON.parse(json) });
      return "2026-11-27T10:00:00.000Z";
    });
    const follow = (state: ArticleFormState) => saver.update(JSON.stringify(draftPayload(state.values)), state.dirty, "/api/articles/new/draft");
    return { saver, sent, follow };
  }

  it("saves nothing while the form is as it opened", async () => {
    const { sent, follow } = autosaver();
    follow(fresh());
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(sent).toEqual([]);
  });

  it("saves the draft once the owner has paused after a change, and only then", async () => {
    const { saver, sent, follow } = autosaver();
    let state = run(fresh(), { type: "title", title: "Hello" });
    follow(state);
    expect(saver.status).toBe("pending");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    state = run(state, { type: "title", title: "Hello World" });
    follow(state);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ url: "/api/articles/new/draft", draft: expect.objectContaining({ title: "Hello World", slug: "hello-world" }) }]);
    expect(saver.status).toBe("saved");
    expect(saver.savedAt).toBe("2026-11-27T10:00:00.000Z");
  });

  it("saves nothing more once stopped (the article was saved, or its changes discarded)", async () => {
    const { saver, sent, follow } = autosaver();
    follow(run(fresh(), { type: "title", title: "Hello" }));
    await saver.stop();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    await saver.flush();
    expect(sent).toEqual([]);
  });
});
