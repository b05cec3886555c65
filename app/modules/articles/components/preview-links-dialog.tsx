import { Copy, Link2, LoaderCircle, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { ownerTimeZone } from "#app/lib/local-time.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import type { PreviewLink } from "../article-preview.ts";
import { PREVIEW_LINK_DAYS_DEFAULT } from "../article.schema.ts";

const LIFETIMES = [1, 3, PREVIEW_LINK_DAYS_DEFAULT, 14, 30];

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Link copied", description: "Send it to anyone: no account needed." });
  } catch {
    toast({ title: "Copy failed", description: "Select the address and copy it yourself.", variant: "destructive" });
  }
}

/**
 * Signed preview links of one article (ADR 021): someone without an account sees the article as it
 * will be published, in English or Portuguese, until the link expires or is revoked.
 */
export function PreviewLinksDialog({ articleId, title, open, onOpenChange }: { articleId: number; title: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [days, setDays] = useState(String(PREVIEW_LINK_DAYS_DEFAULT));
  const [busy, setBusy] = useState(false);
  const lifetimeId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    apiRequest<PreviewLink[]>("GET", `/api/articles/${articleId}/preview-links`).then(
      (list) => live && setLinks(list),
      () => live && setLinks([]),
    );
    return () => {
      live = false;
    };
  }, [open, articleId]);

  const create = async () => {
    setBusy(true);
    try {
      const link = await apiRequest<PreviewLink>("POST", `/api/articles/${articleId}/preview-links`, { expiresInDays: Number(days) });
      setLinks((list) => [link, ...(list ?? [])]);
      toast({ title: "Preview link created", description: `It works until ${formatDateTime(link.expiresAt)}.` });
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The link could not be created.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (link: PreviewLink) => {
    try {
      const result = await apiRequest<{ link: PreviewLink }>("DELETE", `/api/articles/${articleId}/preview-links/${link.id}`);
      setLinks((list) => (list ?? []).map((item) => (item.id === link.id ? result.link : item)));
      toast({ title: "Preview link revoked", description: "It no longer opens the article." });
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The link could not be revoked.", variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Preview links</DialogTitle>
          <DialogDescription>
            Show “{title}” as it will be published to someone without an account. Times are in your time zone ({ownerTimeZone()}).
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={lifetimeId}>Link works for</Label>
            <Select value={days} onValueChange={setDays}>
              <SelectTrigger id={lifetimeId} className="w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LIFETIMES.map((n) => (
                  <SelectItem key={n} value={String(n)}>
                    {n === 1 ? "1 day" : `${n} days`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="button" onClick={() => void create()} disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            Create preview link
          </Button>
        </div>
        {links === null ? (
          <p role="status" className="text-sm text-slate-300">
            Loading links...
          </p>
        ) : links.length === 0 ? (
          <p className="text-sm text-slate-400">No preview links yet.</p>
        ) : (
          <ul aria-label="Preview links" className="grid gap-2">
            {links.map((link) => (
              <li key={link.id} className="grid gap-2 rounded-lg border border-white/10 bg-white/[0.03] p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={link.active ? "success" : "default"}>{link.active ? "Active" : link.revokedAt ? "Revoked" : "Expired"}</Badge>
                  <span className="text-slate-300">
                    {link.revokedAt ? `Revoked ${formatDateTime(link.revokedAt)}` : `${link.active ? "Expires" : "Expired"} ${formatDateTime(link.expiresAt)}`}
                  </span>
                </div>
                {link.active ? (
                  <>
                    <code className="block truncate rounded bg-black/30 px-2 py-1 text-xs text-slate-300">{link.url}</code>
                    <div className="flex flex-wrap gap-2">
                      <Button type="button" size="sm" variant="secondary" onClick={() => void copy(link.url)}>
                        <Copy aria-hidden="true" /> Copy English link
                      </Button>
                      <Button type="button" size="sm" variant="secondary" onClick={() => void copy(link.urlPt)}>
                        <Copy aria-hidden="true" /> Copy Portuguese link
                      </Button>
                      <Button type="button" size="sm" variant="outline" className="text-red-300 hover:text-red-200" onClick={() => void revoke(link)}>
                        <Trash2 aria-hidden="true" /> Revoke
                      </Button>
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
