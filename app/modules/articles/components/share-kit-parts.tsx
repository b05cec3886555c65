import { CircleCheck, CircleX, Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import type { Language } from "#app/lib/language.ts";
import type { AdminStrings } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { fillText } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import {
  LINKEDIN_TITLE_MAX_CHARS,
  SHARE_CARD_MIN_HEIGHT,
  SHARE_CARD_MIN_WIDTH,
  SHARE_CARD_RATIO,
  type ShareCard,
  type ShareCheckId,
  type ShareKitReport,
  truncateForCard,
  WHATSAPP_DESCRIPTION_MAX_CHARS,
  WHATSAPP_TITLE_MAX_CHARS,
} from "../share-kit.ts";

/** A check's name in the admin's language (the one the dialog shows now, should it differ from the report's). */
function checkLabel(id: ShareCheckId, t: AdminStrings, number: (value: number) => string): string {
  const labels: Record<ShareCheckId, string> = {
    page: t.shareCheckPage,
    ogTitle: t.shareCheckOgTitle,
    ogDescription: t.shareCheckOgDescription,
    ogType: t.shareCheckOgType,
    ogUrl: t.shareCheckOgUrl,
    ogImage: t.shareCheckOgImage,
    imageType: t.shareCheckImageType,
    // Pixel sizes are written without a thousands separator in both languages (1200x627).
    imageDimensions: fillText(t.shareCheckImageDimensions, { width: String(SHARE_CARD_MIN_WIDTH), height: String(SHARE_CARD_MIN_HEIGHT) }),
    imageBytes: t.shareCheckImageBytes,
    imageRatio: fillText(t.shareCheckImageRatio, { ratio: number(SHARE_CARD_RATIO) }),
  };
  return labels[id];
}

/** The checks whose passing message is only what the page says (its title, description, type, addresses): the page's words, not the admin's. */
const QUOTES_THE_PAGE = new Set<ShareCheckId>(["ogTitle", "ogDescription", "ogType", "ogUrl", "ogImage"]);

async function copy(text: string, what: string, t: AdminStrings): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t.copied, description: fillText(t.copiedOnClipboard, { what }) });
  } catch {
    toast({ title: t.copyFailed, description: t.copyTextYourself, variant: "destructive" });
  }
}

function CardImage({ card, label }: { card: ShareCard; label: string }) {
  const { text: t, fill } = useAdminText();
  return card.image ? (
    <img src={card.image} alt={fill(t.cardPreview, { label })} className="aspect-[1.91/1] w-full bg-slate-800 object-cover" loading="lazy" />
  ) : (
    <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-slate-800 text-xs text-slate-400">{t.noImage}</div>
  );
}

/** The card as LinkedIn's feed draws a link: the image at 1.91:1, the title on two lines at most, the domain. */
export function LinkedInCard({ card }: { card: ShareCard }) {
  const { text: t } = useAdminText();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-200">LinkedIn</figcaption>
      <div data-testid="linkedin-card" className="overflow-hidden rounded-lg border border-slate-300 bg-white text-left text-slate-900">
        <CardImage card={card} label={t.linkedInCard} />
        {/* What the page says (the owner's words, in the page's language). */}
        <div className="px-3 py-2" data-user-content>
          <p className="line-clamp-2 text-sm font-semibold">{truncateForCard(card.title, LINKEDIN_TITLE_MAX_CHARS)}</p>
          <p className="mt-0.5 text-xs text-slate-600">{card.domain}</p>
        </div>
      </div>
    </figure>
  );
}

/** The card as WhatsApp draws a link with a large image: image, title, one line of description, domain. */
export function WhatsAppCard({ card }: { card: ShareCard }) {
  const { text: t } = useAdminText();
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-200">WhatsApp</figcaption>
      <div data-testid="whatsapp-card" className="overflow-hidden rounded-lg bg-[#d9fdd3] p-1 text-left text-slate-900">
        <div className="overflow-hidden rounded-md bg-[#cfe9c6]">
          <CardImage card={card} label={t.whatsAppCard} />
          <div className="px-2.5 py-2" data-user-content>
            <p className="line-clamp-2 text-sm font-semibold">{truncateForCard(card.title, WHATSAPP_TITLE_MAX_CHARS)}</p>
            <p className="line-clamp-1 text-xs text-slate-700">{truncateForCard(card.description, WHATSAPP_DESCRIPTION_MAX_CHARS)}</p>
            <p className="mt-0.5 text-xs text-slate-600">{card.domain}</p>
          </div>
        </div>
      </div>
    </figure>
  );
}

/** One post to paste, in its language, with its Copy button. */
export function PostText({ post }: { post: ShareKitReport["posts"][number] }) {
  const id = useId();
  const { text: t, fill } = useAdminText();
  const name = post.language === "pt" ? t.languageLower_pt : t.languageLower_en;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {fill(t.postIn, { language: name })}
      </label>
      <Textarea id={id} readOnly value={post.text} rows={6} className="font-mono text-xs" />
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy(post.text, fill(t.thePost, { language: name }), t)}>
          <Copy aria-hidden="true" /> {fill(t.copyPost, { language: name })}
        </Button>
      </div>
    </div>
  );
}

/** What a crawler reads from the page: each check, passed or failed, with what it found. */
export function ShareChecks({ report, language }: { report: ShareKitReport; language: Language }) {
  const { text: t, number } = useAdminText();
  return (
    <section aria-labelledby={`checks-${language}`} className="grid gap-2">
      <h3 id={`checks-${language}`} className="text-base font-semibold text-white">
        {t.crawlerSees}
      </h3>
      <ul className="grid gap-1.5 text-sm" aria-label={t.checks}>
        {report.checks.map((item) => (
          <li key={item.id} className="flex items-start gap-2" data-check={item.id} data-pass={item.pass}>
            {item.pass ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden="true" />
            )}
            <span>
              <span className="sr-only">{item.pass ? t.checkPass : t.checkFail}</span>
              <span className="font-medium text-slate-100">{checkLabel(item.id, t, number)}</span>
              {item.message ? (
                <span className="block break-all text-slate-400" data-user-content={item.pass && QUOTES_THE_PAGE.has(item.id) ? "" : undefined}>
                  {item.message}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
