import { FileText, FolderOpen, History, Inbox, LayoutTemplate, LoaderCircle, Mail, Mic, Plus, Quote, Settings, StickyNote } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ADMIN_DICTIONARIES, type AdminLanguage } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { AdminHeader } from "#app/modules/admin/components/admin-header.tsx";
import { ScrollCueStrip } from "#app/modules/admin/components/scroll-cue-strip.tsx";
import { AnalyticsTab, AnalyticsTabLabel } from "#app/modules/analytics/components/analytics-tab.tsx";
import { AuditLogTab } from "#app/modules/audit/components/audit-log-tab.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminSession } from "#app/modules/admin/use-admin-session.ts";
import type { Article } from "#app/modules/articles/article.ts";
import { AdminArticlesTab } from "#app/modules/articles/components/admin-articles-tab.tsx";
import { ArticleDialog } from "#app/modules/articles/components/article-dialog.tsx";
import { SampleArticlesButton } from "#app/modules/articles/components/sample-articles-button.tsx";
import type { User } from "#app/lib/user.ts";
import { CategoriesTab } from "#app/modules/categories/components/categories-tab.tsx";
import type { Category } from "#app/modules/categories/category.ts";
import { FirstRunChecklist } from "#app/modules/first-run/components/first-run-checklist.tsx";
import { InboxTab, useUnreadMessageCount } from "#app/modules/contact/components/inbox-tab.tsx";
import { SiteContentTab } from "#app/modules/site-content/components/site-content-tab.tsx";
import { NewsletterTab, NewsletterTabLabel } from "#app/modules/newsletter/components/newsletter-tab.tsx";
import { TalksTab } from "#app/modules/talks/components/talks-tab.tsx";
import { TestimonialsTab, TestimonialsTabLabel } from "#app/modules/testimonials/components/testimonials-tab.tsx";
import { PagesTab, PagesTabLabel } from "#app/modules/pages/components/pages-tab.tsx";
import type { Route } from "./+types/dashboard";
import { ContentPreview } from "./composition/content-preview.tsx";
import { SettingsTab } from "./composition/settings-tab.tsx";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const layout = matches.find((match) => match?.id === "routes/admin/layout")?.data as { adminLanguage?: AdminLanguage } | undefined;
  const title = ADMIN_DICTIONARIES[layout?.adminLanguage ?? "en"].text.dashboardTitle;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

const TABS = ["articles", "categories", "inbox", "content", "talks", "testimonials", "pages", "newsletter", "analytics", "settings", "audit"] as const;
type Tab = (typeof TABS)[number];

export default function AdminDashboard() {
  const session = useAdminSession();
  const { text } = useAdminText();
  if (session.status === "checking") {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 text-slate-300">
          <LoaderCircle className="size-5 animate-spin text-accent motion-reduce:animate-none" aria-hidden="true" />
          {text.checkingAuth}
        </p>
      </main>
    );
  }
  return <Dashboard user={session.user} onLogout={session.logout} />;
}

function Dashboard({ user, onLogout }: { user: User; onLogout: () => Promise<void> }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "articles";
  const [dialog, setDialog] = useState<{ open: boolean; article: Article | null }>({ open: false, article: null });
  const categories = useApiQuery<Category[]>("/api/categories");
  const unread = useUnreadMessageCount();
  const { text } = useAdminText();

  const selectTab = (next: string) => {
    setSearchParams(next === "articles" ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };
  const openNew = () => setDialog({ open: true, article: null });
  const openEdit = (article: Article) => setDialog({ open: true, article });

  return (
    <>
      <AdminHeader username={user.username} onLogout={onLogout} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            {/* On a phone the header is one short line (issue 30): it was repeated, large, above every tab. */}
            <h1 className="font-display text-2xl font-semibold tracking-tight text-white sm:text-4xl">{text.dashboard}</h1>
            <p className="mt-1 hidden text-slate-300 sm:block">{text.dashboardIntro}</p>
          </div>
          {/* On a phone the articles' buttons and the checklist stay on the Articles tab, so every other tab starts at its content (issue 30). */}
          <div className={tab === "articles" ? "flex flex-wrap gap-2" : "hidden flex-wrap gap-2 sm:flex"} data-phone-articles-only="">
            <SampleArticlesButton />
            <Button onClick={openNew}>
              <Plus aria-hidden="true" />
              {text.newArticle}
            </Button>
          </div>
        </div>

        <div className={tab === "articles" ? undefined : "hidden sm:block"} data-phone-articles-only="">
          <FirstRunChecklist tab={tab} onOpenTab={selectTab} />
        </div>

        <Tabs value={tab} onValueChange={selectTab} className="mt-5 sm:mt-8">
          <ScrollCueStrip moreBefore={text.moreTabsBefore} moreAfter={text.moreTabsAfter}>
            <TabsList aria-label={text.adminSections}>
              <TabsTrigger value="articles">
                <FileText aria-hidden="true" className="hidden sm:block" />
                {text.tabArticles}
              </TabsTrigger>
              <TabsTrigger value="categories">
                <FolderOpen aria-hidden="true" className="hidden sm:block" />
                {text.tabCategories}
              </TabsTrigger>
              <TabsTrigger value="inbox">
                <Inbox aria-hidden="true" className="hidden sm:block" />
                {text.tabInbox}{" "}
                {unread > 0 ? (
                  <span className="rounded-full bg-accent px-1.5 py-0.5 text-xs leading-none font-semibold text-ink">
                    {unread}
                    <span className="sr-only"> {text.unread}</span>
                  </span>
                ) : null}
              </TabsTrigger>
              <TabsTrigger value="content">
                <LayoutTemplate aria-hidden="true" className="hidden sm:block" />
                {text.tabContent}
              </TabsTrigger>
              <TabsTrigger value="talks">
                <Mic aria-hidden="true" className="hidden sm:block" />
                {text.tabTalks}
              </TabsTrigger>
              <TabsTrigger value="testimonials">
                <Quote aria-hidden="true" className="hidden sm:block" />
                <TestimonialsTabLabel />
              </TabsTrigger>
              <TabsTrigger value="pages">
                <StickyNote aria-hidden="true" className="hidden sm:block" />
                <PagesTabLabel />
              </TabsTrigger>
              <TabsTrigger value="newsletter">
                <Mail aria-hidden="true" className="hidden sm:block" />
                <NewsletterTabLabel />
              </TabsTrigger>
              <TabsTrigger value="analytics">
                <AnalyticsTabLabel />
              </TabsTrigger>
              <TabsTrigger value="settings">
                <Settings aria-hidden="true" className="hidden sm:block" />
                {text.tabSettings}
              </TabsTrigger>
              <TabsTrigger value="audit">
                <History aria-hidden="true" className="hidden sm:block" />
                {text.tabAudit}
              </TabsTrigger>
            </TabsList>
          </ScrollCueStrip>
          <TabsContent value="articles">
            <AdminArticlesTab onCreate={openNew} onEdit={openEdit} />
          </TabsContent>
          <TabsContent value="categories">
            <CategoriesTab />
          </TabsContent>
          <TabsContent value="inbox">
            <InboxTab />
          </TabsContent>
          <TabsContent value="content">
            <SiteContentTab Preview={ContentPreview} />
          </TabsContent>
          <TabsContent value="talks">
            <TalksTab />
          </TabsContent>
          <TabsContent value="testimonials">
            <TestimonialsTab />
          </TabsContent>
          <TabsContent value="pages">
            <PagesTab />
          </TabsContent>
          <TabsContent value="newsletter">
            <NewsletterTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab username={user.username} />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLogTab />
          </TabsContent>
        </Tabs>
      </main>
      <ArticleDialog
        open={dialog.open}
        article={dialog.article}
        categories={categories.data ?? []}
        onOpenChange={(open) => setDialog((state) => ({ ...state, open }))}
      />
    </>
  );
}
