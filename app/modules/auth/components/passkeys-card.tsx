import { Fingerprint, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { passkeyCancelMessage } from "./passkey-sign-in.ts";
import { RecoveryCodes } from "./two-factor-card.tsx";

interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

const PASSKEYS_KEY = "/api/auth/passkeys";

/** Settings: passkeys, a second factor after the password or a sign-in on their own (ADR 015). */
export function PasskeysCard() {
  const passkeys = useApiQuery<PasskeyView[]>(PASSKEYS_KEY);
  const nameId = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { text: t, fill, when, language } = useAdminText();
  const serverMessage = useServerMessage();

  const add = async () => {
    setBusy("add");
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", "/api/auth/passkeys/register/options");
      const response = await startRegistration({ optionsJSON });
      const result = await apiRequest<{ message: string; recoveryCodes: string[] | null }>("POST", "/api/auth/passkeys/register/verify", {
        response,
        name: name.trim() || undefined,
      });
      toast({ title: t.passkeyAdded, description: language === "pt" ? t.passkeyAdded : result.message });
      setName("");
      if (result.recoveryCodes) setCodes(result.recoveryCodes);
      await invalidateQueries("/api/auth/");
    } catch (error) {
      toast({
        title: t.passkeyNotAdded,
        description: (passkeyCancelMessage(error) === undefined ? undefined : t.passkeyCancelled) ?? serverMessage(error) ?? t.passkeyAddFailed,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (passkey: PasskeyView) => {
    setBusy(passkey.id);
    try {
      const result = await apiRequest<{ message: string }>("DELETE", `${PASSKEYS_KEY}/${passkey.id}`);
      toast({ title: t.passkeyRemoved, description: language === "pt" ? t.passkeyRemoved : result.message });
      await invalidateQueries("/api/auth/");
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.passkeyRemoveFailed, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint className="size-5 text-accent" aria-hidden="true" />
          {t.passkeys}
        </CardTitle>
        <CardDescription>{t.passkeysIntroFull}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {passkeys.isLoading ? <p className="text-sm text-slate-400">{t.loadingPasskeys}</p> : null}
        {passkeys.error ? <p className="text-sm text-red-300">{t.passkeysLoadFailed}</p> : null}
        {passkeys.data && passkeys.data.length === 0 ? <p className="text-sm text-slate-400">{t.noPasskey}</p> : null}
        {passkeys.data && passkeys.data.length > 0 ? (
          <ul aria-label={t.passkeys} className="divide-y divide-white/10 rounded-lg border border-white/10">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid gap-0.5">
                  <p className="font-medium text-white">{passkey.name}</p>
                  <p className="text-sm text-slate-400">
                    {fill(t.passkeyAddedOn, { when: when(passkey.createdAt) })} ·{" "}
                    {passkey.lastUsedAt ? fill(t.lastUsed, { when: when(passkey.lastUsedAt) }) : t.neverUsed}
                  </p>
                </div>
                <Button variant="outline" size="sm" disabled={busy !== null} aria-label={fill(t.removePasskey, { name: passkey.name })} onClick={() => void remove(passkey)}>
                  {busy === passkey.id ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={nameId}>{t.newPasskeyName}</Label>
            <Input id={nameId} className="w-64" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Work laptop" />
          </div>
          <Button onClick={() => void add()} disabled={busy !== null}>
            {busy === "add" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
            {t.addPasskey}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
