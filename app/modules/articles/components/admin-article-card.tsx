import { CalendarClock, CalendarDays, ExternalLink, Eye, FolderOpen, type LucideIcon, Pencil, Share2, Star, Trash2 } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { type Article, articleVersions, primaryTitle } from "../article.ts";
import { paths } from "#app/lib/paths.ts";

export interface AdminArticleCardProps {
  article: Article;
  categoryName?: string;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
  /** Opens the LinkedIn share kit (ADR 026); offered once a version is published. */
  onShare?: (article: Article) => void;
}

/** Where an article stands: live in some language, only scheduled, or a draft. */
export function articleStatus(article: Article): "published" | "scheduled" | "draft" {
  const versions = articleVersions(article);
  if (versions.some((v) => v.published)) return "published";
  return versions.some((v) => v.publishAt !== null) ? "scheduled" : "draft";
}

/**
 * One article in the admin list (spec §2): green left border when published, yellow when draft. Each
 * language version says whether it is live or when it is scheduled (the owner's time zone, ADR 020);
 * View opens the public page of a live article, Preview the others.
 */
export function AdminArticleCard({ article, categoryName, onEdit, onDelete, onShare }: AdminArticleCardProps) {
  const versions = articleVersions(article);
  const primary = versions.find((v) => v.published) ?? versions[0];
  const status = articleStatus(article);
  const title = primaryTitle(article);
  const { text: t, fill, when, day } = useAdminText();
  const date = day(primary?.publishedAt) ?? t.notPublished;
  const languageName = { en: t.englishName, pt: t.portugueseName };
  const languageInSentence = { en: t.languageLower_en, pt: t.languageLower_pt };
  const scheduled = versions.filter((v) => !v.published && v.publishAt !== null);
  return (
    <Card
      className={cn(
        "flex flex-col gap-4 border-l-4 p-5 sm:flex-row sm:items-center sm:justify-between",
        status === "published" ? "border-l-emerald-500" : "border-l-yellow-400",
      )}
      data-testid="admin-article-card"
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg leading-snug font-semibold text-white">{title}</h3>
          <Badge variant={status === "published" ? "success" : status === "scheduled" ? "info" : "warning"}>
            {status === "published" ? t.published : status === "scheduled" ? t.scheduled : t.draft}
          </Badge>
          {article.featured ? (
            <Badge variant="accent">
              <Star aria-hidden="true" /> {t.featured}
            </Badge>
          ) : null}
          {versions.length === 2 ? (
            <Badge title={t.hasPortugueseVersion}>
              <span aria-hidden="true">EN · PT</span>
              <span className="sr-only">{t.englishAndPortuguese}</span>
            </Badge>
          ) : versions[0]?.language === "pt" ? (
            <Badge title={t.writtenInPortugueseOnly}>
              <span aria-hidden="true">PT</span>
              <span className="sr-only">{t.portugueseOnly}</span>
            </Badge>
          ) : null}
        </div>
        <p className="truncate font-mono text-sm text-slate-400">/{primary?.slug}</p>
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
        {versions.length === 2 && versions.some((v) => v.published) && versions.some((v) => !v.published && v.publishAt === null) ? (
          <p className="text-sm text-slate-400">
            {versions
              .map((v) => `${languageName[v.language]}: ${v.published ? t.versionPublished : t.versionDraft}`)
              .join(" · ")}
          </p>
        ) : null}
        {scheduled.map((v) => (
          <p key={v.language} className="inline-flex items-center gap-1.5 text-sm text-sky-200">
            <CalendarClock className="size-4" aria-hidden="true" />
            {fill(t.versionScheduledFor, { language: languageInSentence[v.language], when: when(v.publishAt) })}
          </p>
        ))}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(article)}>
          <Pencil aria-hidden="true" />
          {t.edit}
          <span className="sr-only"> {title}</span>
        </Button>
        <Button variant="outline" size="sm" className="text-red-300 hover:text-red-200" onClick={() => onDelete(article)}>
          <Trash2 aria-hidden="true" />
          {t.delete}
          <span className="sr-only"> {title}</span>
        </Button>
        {onShare && versions.some((v) => v.published) ? (
          <Button variant="outline" size="sm" onClick={() => onShare(article)}>
            <Share2 aria-hidden="true" />
            {t.shareKit}
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
        {primary?.published ? (
          <NewTabLink href={paths.article(primary.slug, primary.language)} icon={ExternalLink} label={t.view} title={title} />
        ) : (
          <NewTabLink href={paths.articlePreview(article.id, primary?.language ?? "en")} icon={Eye} label={t.preview} title={title} />
        )}
      </div>
    </Card>
  );
}

/** The card's link to the article or its preview, in a new tab: the screen reader hears which article, and that a tab opens. */
function NewTabLink({ href, icon: Icon, label, title }: { href: string; icon: LucideIcon; label: string; title: string }) {
  const { text: t } = useAdminText();
  return (
    <Button variant="ghost" size="sm" asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon aria-hidden="true" />
        {label}
        <span className="sr-only">
          {" "}
          {title} {t.opensInNewTab}
        </span>
      </a>
    </Button>
  );
}
