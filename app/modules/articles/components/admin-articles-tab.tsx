import { FileText, Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import type { Category } from "#app/modules/categories/category.ts";
import type { Article } from "../article.ts";
import { AdminArticleCard } from "./admin-article-card.tsx";
import { DeleteArticleDialog } from "./delete-article-dialog.tsx";

export const ADMIN_ARTICLES_KEY = "/api/articles/admin/all";
/** Spec §9: the admin list shows 3 skeleton cards while loading. */
export const ADMIN_LIST_SKELETON_CARDS = 3;

function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function AdminArticlesTab({ onCreate, onEdit }: { onCreate: () => void; onEdit: (article: Article) => void }) {
  const articles = useApiQuery<Article[]>(ADMIN_ARTICLES_KEY);
  const categories = useApiQuery<Category[]>("/api/categories");
  const [deleting, setDeleting] = useState<Article | null>(null);
  const categoryName = (id: number | null) => categories.data?.find((category) => category.id === id)?.name;

  return (
    <section aria-labelledby="articles-heading" className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="articles-heading" className="text-xl font-semibold text-white">
          Articles
        </h2>
        {articles.data && articles.data.length > 0 ? (
          <p className="text-sm text-slate-400">
            {countLabel(articles.data.filter((a) => a.published).length, "published", "published")} ·{" "}
            {countLabel(articles.data.filter((a) => !a.published).length, "draft", "drafts")}
          </p>
        ) : null}
      </div>

      {articles.isLoading ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading articles...
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
          <h3 className="text-lg font-semibold text-white">Error loading articles</h3>
          <p className="text-slate-300">Please try refreshing the page or check your connection.</p>
          <p className="font-mono text-xs text-slate-400">Failed to fetch articles ({articles.error.message})</p>
          <Button variant="outline" onClick={() => void articles.refetch()} disabled={articles.isFetching}>
            <RefreshCw aria-hidden="true" className={articles.isFetching ? "animate-spin motion-reduce:animate-none" : undefined} />
            Retry
          </Button>
        </Card>
      ) : articles.data && articles.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <FileText className="size-10 text-slate-500" aria-hidden="true" />
          <h3 className="text-lg font-semibold text-white">No articles yet</h3>
          <p className="text-slate-300">Get started by creating your first article</p>
          <Button onClick={onCreate} className="mt-2">
            <Plus aria-hidden="true" />
            Create Article
          </Button>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="All articles">
          {(articles.data ?? []).map((article) => (
            <li key={article.id}>
              <AdminArticleCard
                article={article}
                categoryName={categoryName(article.categoryId)}
                onEdit={onEdit}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}

      <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
