import { ExternalLink, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import type { Language } from "#app/lib/language.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { ShareKitReport } from "../share-kit.ts";
import { LinkedInCard, PostText, ShareChecks, WhatsAppCard } from "./share-kit-parts.tsx";

/** One language version's report, read afresh at every opening (the page may have changed since the last check). */
function useShareKitReport(articleId: number, language: Language) {
  const query = useApiQuery<ShareKitReport>(`/api/articles/${articleId}/share-kit?language=${language}`);
  const { refetch } = query;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  return { query, refetch, busy: query.isFetching || query.isLoading, report: query.error ? undefined : query.data };
}

/** One language version's kit: the checks, the two cards, the posts and the Post Inspector. */
function ShareKitPanel({ articleId, language }: { articleId: number; language: Language }) {
  const { query, refetch, busy, report } = useShareKitReport(articleId, language);
  const { text: t, fill } = useAdminText();
  const serverMessage = useServerMessage();

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

      <ShareChecks report={report} language={language} />

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
