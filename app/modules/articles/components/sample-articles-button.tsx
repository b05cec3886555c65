import { LoaderCircle, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ConfirmDialog } from "#app/modules/admin/kit/confirm-dialog.tsx";
import type { Article } from "#app/modules/articles/article.ts";
import { SAMPLE_ARTICLES_ADMIN_TEXT } from "#app/modules/articles/sample-articles-admin-text.ts";
import { ADMIN_ARTICLES_KEY } from "./admin-articles-tab.tsx";

/** Spec §4/§9: after sample articles are created, the page reloads after 1.5 s. */
export const SAMPLE_RELOAD_DELAY_MS = 1500;

export function SampleArticlesButton({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [busy, setBusy] = useState(false);
  // Publishing six articles is asked first (issue 30).
  const [confirming, setConfirming] = useState(false);
  const articles = useApiQuery<Article[]>(ADMIN_ARTICLES_KEY);
  const { text, language } = useAdminText();
  const sample = SAMPLE_ARTICLES_ADMIN_TEXT[language];

  const create = async () => {
    setBusy(true);
    try {
      await apiRequest("POST", "/api/sample-articles");
      toast({ title: text.success, description: text.sampleCreated });
      void invalidateQueries("/api/articles");
      setTimeout(reload, SAMPLE_RELOAD_DELAY_MS);
    } catch (error) {
      const description =
        error instanceof ApiError ? (error.serverMessage ?? text.sampleFailed) : text.unexpectedError;
      toast({ title: text.error, description, variant: "destructive" });
      setBusy(false);
    }
  };

  // Once the site has articles the button steps back (a quiet ghost button), still where the spec puts it.
  const hasArticles = (articles.data?.length ?? 0) > 0;
  return (
    <>
      <Button
        variant={hasArticles ? "ghost" : "secondary"}
        size={hasArticles ? "sm" : "default"}
        disabled={busy}
        data-has-articles={hasArticles}
        onClick={() => setConfirming(true)}
      >
        {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {text.addSampleArticles}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={sample.confirmTitle}
        description={sample.confirmText}
        confirmLabel={sample.confirmAction}
        busyLabel={sample.publishing}
        onConfirm={create}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
