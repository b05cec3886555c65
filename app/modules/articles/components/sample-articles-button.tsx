import { LoaderCircle, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

/** Spec §4/§9: after sample articles are created, the page reloads after 1.5 s. */
export const SAMPLE_RELOAD_DELAY_MS = 1500;

export function SampleArticlesButton({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [busy, setBusy] = useState(false);
  const { text } = useAdminText();

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

  return (
    <Button variant="secondary" onClick={() => void create()} disabled={busy}>
      {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      {text.addSampleArticles}
    </Button>
  );
}
