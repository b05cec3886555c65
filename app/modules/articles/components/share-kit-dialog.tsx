import { CircleCheck, CircleX, Copy, ExternalLink, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import type { Language } from "#app/lib/language.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { AdminStrings } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { fillText } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import {
  LINKEDIN_TITLE_MAX_CHARS,
  SHARE_CARD_MIN_HEIGHT,
  SHARE_CARD_MIN_WIDTH,
  SHARE_CARD_RATIO,
  type ShareCard,
  type ShareCheckId,
  type ShareKitReport,
  truncateForCard,
  WHATSAPP_DESCRIPTION_MAX_CHARS,
  WHATSAPP_TITLE_MAX_CHARS,
} from "../share-kit.ts";

/** A check's name in the admin's language (the one the dialog shows now, should it differ from the report's). */
function checkLabel(id: ShareCheckId, t: AdminStrings, number: (value: number) => string): string {
  const labels: Record<ShareCheckId, string> = {
    page: t.shareCheckPage,
    ogTitle: t.shareCheckOgTitle,
    ogDescription: t.shareCheckOgDescription,
    ogType: t.shareCheckOgType,
    ogUrl: t.shareCheckOgUrl,
    ogImage: t.shareCheckOgImage,
    imageType: t.shareCheckImageType,
    // Pixel sizes are written without a thousands separator in both languages (1200x627).
    imageDimensions: fillText(t.shareCheckImageDimensions, { width: String(SHARE_CARD_MIN_WIDTH), height: String(SHARE_CARD_MIN_HEIGHT) }),
    imageBytes: t.shareCheckImageBytes,
    imageRatio: fillText(t.shareCheckImageRatio, { ratio: number(SHARE_CARD_RATIO) }),
  };
  return labels[id];
}

/** The checks whose passing message is only what the page says (its title, description, type, addresses): the page's words, not the admin's. */
const QUOTES_THE_PAGE = new Set<ShareCheckId>(["ogTitle", "ogDescription", "ogType", "ogUrl", "ogImage"]);

async function copy(text: string, what: string, t: AdminStrings): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t.copied, description: fillText(t.copiedOnClipboard, { what }) });
  } catch {
    toast({ title: t.copyFailed, description: t.copyTextYourself, variant: "destructive" });
  }
}

function CardImage({ card, label }: { card: ShareCard; label: string }) {
  const { text: t, fill } = useAdminText();
  return card.image ? (
    <img src={card.image} alt={fill(t.cardPreview, { label })} className="aspect-[1.91/1] w-full bg-slate-800 object-cover" loading="lazy" />
  ) : (
    <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-slate-800 text-xs text-slate-400">{t.noImage}</div>
  );
}

/** The card as LinkedIn's feed draws a link: the image at 1.91:1, the title on two lines at most, the domain. */
function LinkedInCard({ card }: { card: ShareCard }) {
  const { text: t } = useAdminText();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-200">LinkedIn</figcaption>
      <div data-testid="linkedin-card" className="overflow-hidden rounded-lg border border-slate-300 bg-white text-left text-slate-900">
        <CardImage card={card} label={t.linkedInCard} />
        {/* What the page says (the owner's words, in the page's language). */}
        <div className="px-3 py-2" data-user-content>
          <p className="line-clamp-2 text-sm font-semibold">{truncateForCard(card.title, LINKEDIN_TITLE_MAX_CHARS)}</p>
          <p className="mt-0.5 text-xs text-slate-600">{card.domain}</p>
        </div>
      </div>
    </figure>
  );
}

/** The card as WhatsApp draws a link with a large image: image, title, one line of description, domain. */
function WhatsAppCard({ card }: { card: ShareCard }) {
  const { text: t } = useAdminText();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-200">WhatsApp</figcaption>
      <div data-testid="whatsapp-card" className="overflow-hidden rounded-lg bg-[#d9fdd3] p-1 text-left text-slate-900">
        <div className="overflow-hidden rounded-md bg-[#cfe9c6]">
          <CardImage card={card} label={t.whatsAppCard} />
          <div className="px-2.5 py-2" data-user-content>
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
  const { text: t, fill } = useAdminText();
  const name = post.language === "pt" ? t.languageLower_pt : t.languageLower_en;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {fill(t.postIn, { language: name })}
      </label>
      <Textarea id={id} readOnly value={post.text} rows={6} className="font-mono text-xs" />
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy(post.text, fill(t.thePost, { language: name }), t)}>
          <Copy aria-hidden="true" /> {fill(t.copyPost, { language: name })}
        </Button>
      </div>
    </div>
  );
}

/** One language version's kit: the checks, the two cards, the posts and the Post Inspector. */
function ShareKitPanel({ articleId, language }: { articleId: number; language: Language }) {
  const query = useApiQuery<ShareKitReport>(`/api/articles/${articleId}/share-kit?language=${language}`);
  const { text: t, fill, number } = useAdminText();
  const serverMessage = useServerMessage();
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
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> {t.readingAsLinkedIn}
      </p>
    );
  }
  if (!report) {
    return (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-4 text-sm text-amber-100">
          {serverMessage(query.error) ?? t.pageCheckFailed}
        </p>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refetch()} disabled={busy}>
          <RefreshCw aria-hidden="true" /> {t.checkAgain}
        </Button>
      </div>
    );
  }
  const failed = report.checks.filter((item) => !item.pass).length;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={report.ok ? "success" : "warning"}>{report.ok ? t.allChecksPassed : fill(t.checksFailed, { failed, total: report.checks.length })}</Badge>
        <a href={report.url} target="_blank" rel="noopener noreferrer" className="truncate font-mono text-xs text-slate-300 underline underline-offset-4">
          {report.url}
          <span className="sr-only"> {t.opensInNewTab}</span>
        </a>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refetch()} disabled={busy}>
          <RefreshCw aria-hidden="true" className={busy ? "animate-spin motion-reduce:animate-none" : undefined} /> {t.checkAgain}
        </Button>
      </div>
      {/* The server writes its findings in the signed-in admin's language (ADR 045). */}
      {report.note ? (
        <p className="rounded-lg border border-sky-400/30 bg-sky-400/10 p-3 text-sm text-sky-100">
          {report.note}
        </p>
      ) : null}

      <section aria-labelledby={`checks-${language}`} className="grid gap-2">
        <h3 id={`checks-${language}`} className="text-base font-semibold text-white">
          {t.crawlerSees}
        </h3>
        <ul className="grid gap-1.5 text-sm" aria-label={t.checks}>
          {report.checks.map((item) => (
            <li key={item.id} className="flex items-start gap-2" data-check={item.id} data-pass={item.pass}>
              {item.pass ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
              ) : (
                <CircleX className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
              )}
              <span>
                <span className="sr-only">{item.pass ? t.checkPass : t.checkFail}</span>
                <span className="font-medium text-slate-100">{checkLabel(item.id, t, number)}</span>
                {item.message ? (
                  <span className="block break-all text-slate-400" data-user-content={item.pass && QUOTES_THE_PAGE.has(item.id) ? "" : undefined}>
                    {item.message}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`cards-${language}`} className="grid gap-3">
        <h3 id={`cards-${language}`} className="text-base font-semibold text-white">
          {t.cardAsDrawn}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <LinkedInCard card={report.card} />
          <WhatsAppCard card={report.card} />
        </div>
      </section>

      <section aria-labelledby={`posts-${language}`} className="grid gap-4">
        <h3 id={`posts-${language}`} className="text-base font-semibold text-white">
          {t.postsToPaste}
        </h3>
        {report.posts.map((post) => (
          <PostText key={post.language} post={post} />
        ))}
      </section>

      <p className="text-sm text-slate-300">
        {t.changedAfterSharing}{" "}
        <a href={report.postInspectorUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-accent underline underline-offset-4">
          {t.openPostInspector} <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only"> {t.opensInNewTab}</span>
        </a>{" "}
        {t.refreshLinkedInCopy}
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
  const { text: t, fill } = useAdminText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto" closeLabel={t.close}>
        <DialogHeader>
          <DialogTitle>{t.shareKit}</DialogTitle>
          <DialogDescription>{fill(t.shareKitIntro, { title })}</DialogDescription>
        </DialogHeader>
        <Tabs value={language} onValueChange={(value) => setLanguage(value === "pt" ? "pt" : "en")}>
          <TabsList aria-label={t.languageVersion}>
            <TabsTrigger value="en">{t.englishName}</TabsTrigger>
            <TabsTrigger value="pt">{t.portugueseName}</TabsTrigger>
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
