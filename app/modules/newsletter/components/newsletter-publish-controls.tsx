import { Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import type { Language } from "#app/lib/language.ts";
import { useNewsletterAdminText } from "./newsletter-tab.tsx";

/**
 * The article editor's newsletter switch for one language version (`newsletter` / `pt.newsletter`),
 * and "Send me a test" for a saved article.
 */
export function NewsletterPublishControls({
  id,
  articleId,
  language,
  checked,
  onChange,
}: {
  id: string;
  articleId: number | null;
  language: Language;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useNewsletterAdminText();
  const [sending, setSending] = useState(false);
  const sendTest = async () => {
    if (articleId === null) return;
    setSending(true);
    try {
      await apiRequest("POST", "/api/newsletter/test", { articleId, language });
      toast({ title: t.sendTest, description: t.testQueued });
    } catch (error) {
      toast({ title: t.sendTest, description: serverMessageOf(error) ?? t.testFailed, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-white/10 bg-white/[0.03] p-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>
          {t.publishNewsletter} ({language === "pt" ? t.portuguese : t.english})
        </Label>
        <p id={`${id}-description`} className="text-sm text-slate-400">
          {t.publishNewsletterHint}
        </p>
        {articleId !== null ? (
          <Button type="button" variant="outline" size="sm" className="mt-2 w-fit" disabled={sending} onClick={() => void sendTest()}>
            <Mail aria-hidden="true" />
            {t.sendTest}
          </Button>
        ) : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}
