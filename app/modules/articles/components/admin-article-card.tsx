import { CalendarDays, ExternalLink, FolderOpen, Pencil, Star, Trash2 } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import type { Article } from "../article.ts";

export interface AdminArticleCardProps {
  article: Article;
  categoryName?: string;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}

/** One article in the admin list (spec §2): green left border when published, yellow when draft. */
export function AdminArticleCard({ article, categoryName, onEdit, onDelete }: AdminArticleCardProps) {
  const date = formatLongDate(article.publishedAt) ?? "Not published";
  return (
    <Card
      className={cn(
        "flex flex-col gap-4 border-l-4 p-5 sm:flex-row sm:items-center sm:justify-between",
        article.published ? "border-l-emerald-500" : "border-l-yellow-400",
      )}
      data-testid="admin-article-card"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg leading-snug font-semibold text-white">{article.title}</h3>
          <Badge variant={article.published ? "success" : "warning"}>{article.published ? "Published" : "Draft"}</Badge>
          {article.featured ? (
            <Badge variant="accent">
              <Star aria-hidden="true" /> Featured
            </Badge>
          ) : null}
          {article.pt ? (
            <Badge title="Has a Portuguese version">
              <span aria-hidden="true">EN · PT</span>
              <span className="sr-only">English and Portuguese</span>
            </Badge>
          ) : null}
        </div>
        <p className="truncate font-mono text-sm text-slate-400">/{article.slug}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-300">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
            {date}
          </span>
          {categoryName ? (
            <span className="inline-flex items-center gap-1.5">
              <FolderOpen className="size-4 text-slate-400" aria-hidden="true" />
              {categoryName}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(article)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {article.title}</span>
        </Button>
        <Button variant="outline" size="sm" className="text-red-300 hover:text-red-200" onClick={() => onDelete(article)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {article.title}</span>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <a href={`/articles/${article.slug}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            View<span className="sr-only"> {article.title} (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </Card>
  );
}
