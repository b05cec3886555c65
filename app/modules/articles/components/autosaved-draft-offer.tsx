import { Button } from "#app/components/ui/button.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { ArticleFormModel } from "./use-article-form.ts";

/** A draft autosaved before (a closed tab, a crash), offered when the article is opened again (ADR 021). */
export function AutosavedDraftOffer({ form }: { form: ArticleFormModel }) {
  const { text: t, fill, when } = useAdminText();
  if (!form.offer) return null;
  return (
    <section
      aria-label={t.autosavedVersion}
      className="mx-6 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-sky-400/40 bg-sky-400/10 px-4 py-3 text-sm text-sky-100"
    >
      <p className="mr-auto">{fill(form.article ? t.autosavedOfferEdit : t.autosavedOffer, { when: when(form.offer.savedAt) })}</p>
      <Button type="button" size="sm" onClick={form.restoreOffer}>
        {t.restoreAutosaved}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={form.discardOffer}>
        {t.discardIt}
      </Button>
    </section>
  );
}
