import { describe, expect, it } from "vitest";
import { cleanUtm, crawledResource, crawlerOf, deviceOf, pagePathOf, referrerHost, sourceOf, utmOf } from "./analytics-classify.ts";
import { aggregateDay, p75 } from "./analytics-report.ts";

const none = { utm_source: null, utm_medium: null };

describe("analytics classification", () => {
  it("groups referrers and UTM sources by network", () => {
    expect(sourceOf(referrerHost("https://lnkd.in/abc"), none)).toBe("LinkedIn");
    expect(sourceOf(referrerHost("android-app://com.linkedin.android/"), none)).toBe("LinkedIn");
    expect(sourceOf(referrerHost("https://www.linkedin.com/feed/"), none)).toBe("LinkedIn");
    expect(sourceOf(referrerHost("https://t.co/x"), none)).toBe("X");
    expect(sourceOf(referrerHost("https://www.google.com.br/"), none)).toBe("Google");
    expect(sourceOf(referrerHost("https://chatgpt.com/"), none)).toBe("ChatGPT");
    expect(sourceOf(referrerHost("https://www.perplexity.ai/search"), none)).toBe("Perplexity");
    expect(sourceOf(null, { utm_source: "whatsapp", utm_medium: null })).toBe("WhatsApp");
    expect(sourceOf(null, { utm_source: "acme-weekly", utm_medium: "email" })).toBe("Newsletter");
    expect(sourceOf(referrerHost("https://blog.example.org/post"), none)).toBe("blog.example.org");
    expect(sourceOf(null, none)).toBe("Direct");
  });

  it("keeps only a referrer's host, and cleans and caps UTM values", () => {
    expect(referrerHost("https://www.example.com/path?email=a@b.c")).toBe("example.com");
    expect(referrerHost("javascript:alert(1)")).toBeNull();
    expect(cleanUtm("  Launch\u0000 <Post>  ")).toBe("launch post");
    expect(cleanUtm("")).toBeNull();
    expect(utmOf(new URLSearchParams(`utm_campaign=${"x".repeat(101)}`))).toBeUndefined();
    expect(utmOf(new URLSearchParams("utm_source=LinkedIn&utm_term=a%20b"))).toEqual({ utm_source: "linkedin", utm_medium: null, utm_campaign: null, utm_term: "a b", utm_content: null });
  });

  it("accepts only the shapes of public pages", () => {
    expect(pagePathOf("/")).toEqual({ language: "en", rest: "/" });
    expect(pagePathOf("/pt")).toEqual({ language: "pt", rest: "/" });
    expect(pagePathOf("/pt/articles/ola-mundo")).toEqual({ language: "pt", rest: "/articles/ola-mundo", articleSlug: "ola-mundo" });
    for (const path of ["/admin", "/api/analytics", "/articles/x/y", "/preview/abc", "/pt/pt", "articles", "/articles/X", "/healthz", "/pt/admin"]) expect(pagePathOf(path), path).toBeUndefined();
    // The notice and the statement at each language's own address, a talk's page, an owner's page (checked by the caller).
    expect(pagePathOf("/privacy")).toEqual({ language: "en", rest: "/privacy" });
    expect(pagePathOf("/pt/acessibilidade")).toEqual({ language: "pt", rest: "/acessibilidade" });
    expect(pagePathOf("/pt/privacy")).toEqual({ language: "pt", rest: "/privacy", pageSlug: "privacy" });
    expect(pagePathOf("/talks/ai-summit-2026")).toEqual({ language: "en", rest: "/talks/ai-summit-2026", talkSlug: "ai-summit-2026" });
    expect(pagePathOf("/pt/agora")).toEqual({ language: "pt", rest: "/agora", pageSlug: "agora" });
  });

  it("names crawlers and what they read, and device classes", () => {
    expect(crawlerOf("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)")).toBe("GPTBot");
    expect(crawlerOf("Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)")).toBe("ClaudeBot");
    expect(crawlerOf("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe("Googlebot");
    expect(crawlerOf("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36")).toBeUndefined();
    expect(crawledResource("/llms.txt")).toBe("llms.txt");
    expect(crawledResource("/pt/articles/ola.md")).toBe("markdown");
    expect(crawledResource("/rss.xml")).toBe("feed");
    expect(crawledResource("/articles/ola")).toBe("page");
    expect(crawledResource("/_assets/x.js")).toBeUndefined();
    expect(crawledResource("/healthz")).toBeUndefined();
    expect(crawledResource("/admin")).toBeUndefined();
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1").device).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36")).toEqual({ device: "mobile", browser: "Chrome" });
  });

  it("aggregates a day: distinct visitors, entries' sources only, p75 vitals", () => {
    const base = { id: 1, day: "2026-11-27", created_at: "", language: "en", entry: 0, source: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, country: "BR", device: "mobile", browser: "Chrome", crawler: null, lcp: null, inp: null, cls: null };
    const rows = aggregateDay([
      { ...base, kind: "view", path: "/", visitor: "a", entry: 1, source: "LinkedIn" },
      { ...base, kind: "view", path: "/talks", visitor: "a" },
      { ...base, kind: "view", path: "/", visitor: "b", entry: 1, source: "Direct" },
      { ...base, kind: "vitals", path: "/", visitor: "a", lcp: 1000 },
      { ...base, kind: "vitals", path: "/", visitor: "b", lcp: 3000 },
      { ...base, kind: "crawl", path: "/llms.txt", visitor: null, crawler: "GPTBot" },
    ]);
    expect(rows.find((r) => r.metric === "total")).toMatchObject({ views: 3, visitors: 2 });
    expect(rows.filter((r) => r.metric === "source").map((r) => [r.key, r.views])).toEqual([
      ["LinkedIn", 1],
      ["Direct", 1],
    ]);
    expect(JSON.parse(rows.find((r) => r.metric === "vitals")?.value ?? "{}")).toMatchObject({ lcp: 3000, lcpSamples: 2, inp: null });
    expect(rows.find((r) => r.metric === "crawler")).toMatchObject({ key: "GPTBot", views: 1 });
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([])).toBeNull();
  });
});
