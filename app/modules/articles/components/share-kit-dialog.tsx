import { CircleCheck, CircleX, Copy, ExternalLink, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import type { Language } from "#app/lib/language.ts";
import { serverMessageOf } from "#app/modules/admin/api-client.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import {
  LINKEDIN_TITLE_MAX_CHARS,
  type ShareCard,
  type ShareKitReport,
  truncateForCard,
  WHATSAPP_DESCRIPTION_MAX_CHARS,
  WHATSAPP_TITLE_MAX_CHARS,
} from "../share-kit.ts";

const LANGUAGE_NAME: Record<Language, string> = { en: "English", pt: "Portuguese" };

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied", description: `${what} is on the clipboard.` });
  } catch {
    toast({ title: "Copy failed", description: "Select the text and copy it yourself.", variant: "destructive" });
  }
}

function CardImage({ card, label }: { card: ShareCard; label: string }) {
  return card.image ? (
    <img src={card.image} alt={`${label} preview`} className="aspect-[1.91/1] w-full bg-slate-800 object-cover" loading="lazy" />
  ) : (
    <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-slate-800 text-xs text-slate-400">No image</div>
  );
}

/** The card as LinkedIn's feed draws a link: the image at 1.91:1, the title on two lines at most, the domain. */
function LinkedInCard({ card }: { card: ShareCard }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-200">LinkedIn</figcaption>
      <div data-testid="linkedin-card" className="overflow-hidden rounded-lg border border-slate-300 bg-white text-left text-slate-900">
        <CardImage card={card} label="LinkedIn card" />
        <div className="px-3 py-2">
          <p className="line-clamp-2 text-sm font-semibold">{truncateForCard(card.title, LINKEDIN_TITLE_MAX_CHARS)}</p>
          <p className="mt-0.5 text-xs text-slate-600">{card.domain}</p>
        </div>
      </div>
    </figure>
  );
}

/** The card as WhatsApp draws a link with a large image: image, title, one line of description, domain. */
function WhatsAppCard({ card }: { card: ShareCard }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-200">WhatsApp</figcaption>
      <div data-testid="whatsapp-card" className="overflow-hidden rounded-lg bg-[#d9fdd3] p-1 text-left text-slate-900">
        <div className="overflow-hidden rounded-md bg-[#cfe9c6]">
          <CardImage card={card} label="WhatsApp card" />
          <div className="px-2.5 py-2">
            <p className="line-clamp-2 text-sm font-semibold">{truncateForCard(card.title, WHATSAPP_TITLE_MAX_CHARS)}</p>
            <p className="line-clamp-1 text-xs text-slate-700">{truncateForCard(card.description, WHATSAPP_DESCRIPTION_MAX_CHARS)}</p>
            <p className="mt-0.5 text-xs text-slate-600">{card.domain}</p>
          </div>
        </div>
      </div>
    </figure>
  );
}

function PostText({ post }: { post: ShareKitReport["posts"][number] }) {
  const id = useId();
  const name = LANGUAGE_NAME[post.language];
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        Post in {name}
      </label>
      <Textarea id={id} readOnly value={post.text} rows={6} className="font-mono text-xs" />
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy(post.text, `The ${name} post`)}>
          <Copy aria-hidden="true" /> Copy {name} post
        </Button>
      </div>
    </div>
  );
}

/** One language version's kit: the checks, the two cards, the posts and the Post Inspector. */
function ShareKitPanel({ articleId, language }: { articleId: number; language: Language }) {
  const query = useApiQuery<ShareKitReport>(`/api/articles/${articleId}/share-kit?language=${language}`);
  const { refetch } = query;
  // Every opening reads the page afresh: it may have changed since the last check.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const busy = query.isFetching || query.isLoading;
  const report = query.error ? undefined : query.data;

  if (!report && !query.error) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> Reading the page as LinkedIn does...
      </p>
    );
  }
  if (!report) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-4 text-sm text-amber-100">
          {serverMessageOf(query.error) ?? "The page could not be checked. Please try again."}
        </p>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refetch()} disabled={busy}>
          <RefreshCw aria-hidden="true" /> Check again
        </Button>
      </div>
    );
  }
  const failed = report.checks.filter((item) => !item.pass).length;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={report.ok ? "success" : "warning"}>{report.ok ? "All checks passed" : `${failed} of ${report.checks.length} checks failed`}</Badge>
        <a href={report.url} target="_blank" rel="noopener noreferrer" className="truncate font-mono text-xs text-slate-300 underline underline-offset-4">
          {report.url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refetch()} disabled={busy}>
          <RefreshCw aria-hidden="true" className={busy ? "animate-spin motion-reduce:animate-none" : undefined} /> Check again
        </Button>
      </div>
      {report.note ? <p className="rounded-lg border border-sky-400/30 bg-sky-400/10 p-3 text-sm text-sky-100">{report.note}</p> : null}

      <section aria-labelledby={`checks-${language}`} className="grid gap-2">
        <h3 id={`checks-${language}`} className="text-base font-semibold text-white">
          What a link-preview crawler sees
        </h3>
        <ul className="grid gap-1.5 text-sm" aria-label="Checks">
          {report.checks.map((item) => (
            <li key={item.id} className="flex items-start gap-2" data-check={item.id} data-pass={item.pass}>
              {item.pass ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
              ) : (
                <CircleX className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
              )}
              <span>
                <span className="sr-only">{item.pass ? "Pass: " : "Fail: "}</span>
                <span className="font-medium text-slate-100">{item.label}</span>
                {item.message ? <span className="block break-all text-slate-400">{item.message}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`cards-${language}`} className="grid gap-3">
        <h3 id={`cards-${language}`} className="text-base font-semibold text-white">
          The card as it will be drawn
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <LinkedInCard card={report.card} />
          <WhatsAppCard card={report.card} />
        </div>
      </section>

      <section aria-labelledby={`posts-${language}`} className="grid gap-4">
        <h3 id={`posts-${language}`} className="text-base font-semibold text-white">
          Posts to paste
        </h3>
        {report.posts.map((post) => (
          <PostText key={post.language} post={post} />
        ))}
      </section>

      <p className="text-sm text-slate-300">
        Changed the title or the image after sharing?{" "}
        <a href={report.postInspectorUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-accent underline underline-offset-4">
          Open LinkedIn's Post Inspector <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        to refresh LinkedIn's copy of the card.
      </p>
    </div>
  );
}

/**
 * The LinkedIn share kit of an article (ADR 026), per language: what a crawler reads from the public
 * page, the card as LinkedIn and WhatsApp draw it, posts to paste and the Post Inspector.
 */
export function ShareKitDialog({
  articleId,
  title,
  languages,
  open,
  onOpenChange,
}: {
  articleId: number;
  title: string;
  /** The article's language versions, published first. */
  languages: Language[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [language, setLanguage] = useState<Language>(languages[0] ?? "en");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Share kit</DialogTitle>
          <DialogDescription>Check how “{title}” will look when shared on LinkedIn and WhatsApp, and copy a post for it.</DialogDescription>
        </DialogHeader>
        <Tabs value={language} onValueChange={(value) => setLanguage(value === "pt" ? "pt" : "en")}>
          <TabsList aria-label="Language version">
            <TabsTrigger value="en">English</TabsTrigger>
            <TabsTrigger value="pt">Portuguese</TabsTrigger>
          </TabsList>
          {open
            ? (["en", "pt"] as const).map((code) => (
                <TabsContent key={code} value={code} className="pt-4">
                  <ShareKitPanel articleId={articleId} language={code} />
                </TabsContent>
              ))
            : null}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
