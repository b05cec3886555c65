import { Copy, Link2, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ownerTimeZone } from "#app/lib/local-time.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { AdminStrings } from "#app/modules/admin-i18n/admin-dictionary.ts";
import type { PreviewLink } from "../article-preview.ts";
import { PREVIEW_LINK_DAYS_DEFAULT } from "../article.schema.ts";

const LIFETIMES = [1, 3, PREVIEW_LINK_DAYS_DEFAULT, 14, 30];

async function copy(text: string, t: AdminStrings): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t.linkCopied, description: t.linkCopiedText });
  } catch {
    toast({ title: t.copyFailed, description: t.copyYourself, variant: "destructive" });
  }
}

/** A link as the dialog shows it: an article's (kept, listed, revocable) or a page's (ADR 047: made, shown once, expires). */
type ShownLink = Pick<PreviewLink, "url" | "urlPt" | "expiresAt"> & Partial<Pick<PreviewLink, "id" | "revokedAt" | "active">>;

interface PreviewLinksDialogProps {
  /** The links' API: `/api/articles/{id}/preview-links`, `/api/pages/{id}/preview-links`. */
  apiPath: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server keeps the links (GET lists them, DELETE withdraws one); otherwise only the ones made now are shown. */
  kept?: boolean;
  /** Said instead of "no links yet" when the links are not kept. */
  note?: string;
}

const isActive = (link: ShownLink) => link.active ?? Date.parse(link.expiresAt) > Date.now();

/**
 * Signed preview links of one article (ADR 021) or page (ADR 047): someone without an account sees it
 * as it will be published, in English or Portuguese, until the link expires (or, an article's, is revoked).
 */
export function PreviewLinksDialog({ apiPath, title, open, onOpenChange, kept = true, note }: PreviewLinksDialogProps) {
  const [links, setLinks] = useState<ShownLink[] | null>(kept ? null : []);
  const [days, setDays] = useState(String(PREVIEW_LINK_DAYS_DEFAULT));
  const [busy, setBusy] = useState(false);
  const lifetimeId = useId();
  const { text: t, fill, when } = useAdminText();
  const serverMessage = useServerMessage();

  useEffect(() => {
    if (!open || !kept) return;
    let live = true;
    apiRequest<PreviewLink[]>("GET", apiPath).then(
      (list) => live && setLinks(list),
      () => live && setLinks([]),
    );
    return () => {
      live = false;
    };
  }, [open, kept, apiPath]);

  const create = async () => {
    setBusy(true);
    try {
      const link = await apiRequest<ShownLink>("POST", apiPath, { expiresInDays: Number(days) });
      setLinks((list) => [link, ...(list ?? [])]);
      toast({ title: t.previewLinkCreated, description: fill(t.worksUntil, { when: when(link.expiresAt) }) });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.linkCreateFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: ShownLink) => {
    try {
      const result = await apiRequest<{ link: PreviewLink }>("DELETE", `${apiPath}/${link.id}`);
      setLinks((list) => (list ?? []).map((item) => (item.id === link.id ? result.link : item)));
      toast({ title: t.previewLinkRevoked, description: t.previewLinkRevokedText });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.linkRevokeFailed, variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t.close}>
        <DialogHeader>
          <DialogTitle>{t.previewLinks}</DialogTitle>
          <DialogDescription>{fill(t.previewLinksIntro, { title, timeZone: ownerTimeZone() })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={lifetimeId}>{t.linkWorksFor}</Label>
            <Select value={days} onValueChange={setDays}>
              <SelectTrigger id={lifetimeId} className="w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LIFETIMES.map((n) => (
                  <SelectItem key={n} value={String(n)}>
                    {n === 1 ? t.oneDay : fill(t.nDays, { count: n })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="button" onClick={() => void create()} disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {t.createPreviewLink}
          </Button>
        </div>
        {links === null ? (
          <p role="status" className="text-sm text-slate-300">
            {t.loadingLinks}
          </p>
        ) : links.length === 0 ? (
          <p className="text-sm text-slate-400">{kept ? t.noPreviewLinks : note}</p>
        ) : (
          <ul aria-label={t.previewLinks} className="grid gap-2">
            {links.map((link) => (
              <li key={link.url} className="grid gap-2 rounded-lg border border-white/10 bg-white/[0.03] p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={isActive(link) ? "success" : "default"}>{isActive(link) ? t.linkActive : link.revokedAt ? t.linkRevoked : t.linkExpired}</Badge>
                  <span className="text-slate-300">
                    {link.revokedAt
                      ? fill(t.revokedAt, { when: when(link.revokedAt) })
                      : fill(isActive(link) ? t.expiresAt : t.expiredAt, { when: when(link.expiresAt) })}
                  </span>
                </div>
                {isActive(link) ? (
                  <>
                    <code className="block truncate rounded bg-black/30 px-2 py-1 text-xs text-slate-300">{link.url}</code>
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" size="sm" variant="secondary" onClick={() => void copy(link.url, t)}>
                        <Copy aria-hidden="true" /> {t.copyEnglishLink}
                      </Button>
                      <Button type="button" size="sm" variant="secondary" onClick={() => void copy(link.urlPt, t)}>
                        <Copy aria-hidden="true" /> {t.copyPortugueseLink}
                      </Button>
                      {kept ? (
                        <Button type="button" size="sm" variant="outline" className="text-red-300 hover:text-red-200" onClick={() => void revoke(link)}>
                          <Trash2 aria-hidden="true" /> {t.revoke}
                        </Button>
                      ) : null}
                    </div>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
