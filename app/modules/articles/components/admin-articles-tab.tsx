import { CalendarClock, FileText, Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Category } from "#app/modules/categories/category.ts";
import { ownerTimeZone } from "#app/lib/local-time.ts";
import { type Article, articleVersions, primaryTitle } from "../article.ts";
import { AdminArticleCard, articleStatus } from "./admin-article-card.tsx";
import { DeleteArticleDialog } from "./delete-article-dialog.tsx";
import { ShareKitDialog } from "./share-kit-dialog.tsx";

export const ADMIN_ARTICLES_KEY = "/api/articles/admin/all";
/** Spec §9: the admin list shows 3 skeleton cards while loading. */
export const ADMIN_LIST_SKELETON_CARDS = 3;


export function AdminArticlesTab({ onCreate, onEdit }: { onCreate: () => void; onEdit: (article: Article) => void }) {
  const articles = useApiQuery<Article[]>(ADMIN_ARTICLES_KEY);
  const categories = useApiQuery<Category[]>("/api/categories");
  const [deleting, setDeleting] = useState<Article | null>(null);
  const [sharing, setSharing] = useState<Article | null>(null);
  const categoryName = (id: number | null) => categories.data?.find((category) => category.id === id)?.name;
  const { text: t, fill } = useAdminText();
  const countLabel = (count: number, one: string, many: string) => fill(count === 1 ? one : many, { count });

  return (
    <section aria-labelledby="articles-heading" className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="articles-heading" className="text-xl font-semibold text-white">
          {t.articlesHeading}
        </h2>
        {articles.data && articles.data.length > 0 ? (
          <p className="text-sm text-slate-400">
            {countLabel(articles.data.filter((a) => articleStatus(a) === "published").length, t.countPublishedOne, t.countPublished)} ·{" "}
            {countLabel(articles.data.filter((a) => articleStatus(a) !== "published").length, t.countDraftOne, t.countDrafts)}
          </p>
        ) : null}
      </div>

      {articles.data ? <ScheduledOverview articles={articles.data} onEdit={onEdit} /> : null}

      {articles.isLoading ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            {t.loadingArticles}
          </span>
          {Array.from({ length: ADMIN_LIST_SKELETON_CARDS }, (_, index) => (
            <Card key={index} className="space-y-3 border-l-4 border-l-white/10 p-5" data-testid="article-skeleton">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </Card>
          ))}
        </div>
      ) : articles.error && !articles.data ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
          <h3 className="text-lg font-semibold text-white">{t.errorLoadingArticles}</h3>
          <p className="text-slate-300">{t.refreshOrCheck}</p>
          <p className="font-mono text-xs text-slate-400">{t.failedFetchArticles} ({articles.error.message})</p>
          <Button variant="outline" onClick={() => void articles.refetch()} disabled={articles.isFetching}>
            <RefreshCw aria-hidden="true" className={articles.isFetching ? "animate-spin motion-reduce:animate-none" : undefined} />
            {t.retry}
          </Button>
        </Card>
      ) : articles.data && articles.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <FileText className="size-10 text-slate-500" aria-hidden="true" />
          <h3 className="text-lg font-semibold text-white">{t.noArticlesYet}</h3>
          <p className="text-slate-300">{t.getStarted}</p>
          <Button onClick={onCreate} className="mt-2">
            <Plus aria-hidden="true" />
            {t.createArticle}
          </Button>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={t.allArticles}>
          {(articles.data ?? []).map((article) => (
            <li key={article.id}>
              <AdminArticleCard
                article={article}
                categoryName={categoryName(article.categoryId)}
                onEdit={onEdit}
                onDelete={setDeleting}
                onShare={setSharing}
              />
            </li>
          ))}
        </ul>
      )}

      <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} />
      {sharing ? (
        <ShareKitDialog
          articleId={sharing.id}
          title={primaryTitle(sharing)}
          languages={articleVersions(sharing)
            .sort((a, b) => Number(b.published) - Number(a.published))
            .map((version) => version.language)}
          open
          onOpenChange={(open) => {
            if (!open) setSharing(null);
          }}
        />
      ) : null}
    </section>
  );
}

/** What goes live next, and when, in the owner's time zone (ADR 020). */
function ScheduledOverview({ articles, onEdit }: { articles: Article[]; onEdit: (article: Article) => void }) {
  const upcoming = articles
    .flatMap((article) =>
      articleVersions(article)
        .filter((version) => !version.published && version.publishAt !== null)
        .map((version) => ({ article, version, at: version.publishAt ?? "" })),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  const { text: t, fill, when } = useAdminText();
  if (upcoming.length === 0) return null;
  return (
    <Card className="space-y-3 border-sky-400/30 p-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-white">
        <CalendarClock className="size-5 text-sky-300" aria-hidden="true" /> {t.scheduled}
      </h3>
      <ul aria-label={t.scheduledPublications} className="space-y-1.5 text-sm">
        {upcoming.map(({ article, version, at }) => (
          <li key={`${article.id}-${version.language}`} className="flex flex-wrap items-baseline gap-x-2">
            <time dateTime={at} className="font-medium text-sky-100">
              {when(at)}
            </time>
            <span className="text-slate-300">
              {version.language === "pt" ? t.portugueseVersionOf : t.englishVersionOf}{" "}
              <button type="button" className="text-white underline underline-offset-4 hover:text-accent" onClick={() => onEdit(article)}>
                {primaryTitle(article)}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-400">{fill(t.scheduledTimesNote, { timeZone: ownerTimeZone() })}</p>
    </Card>
  );
}
