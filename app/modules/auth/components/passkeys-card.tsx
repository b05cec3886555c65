import { Fingerprint, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
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
      toast({ title: "Passkey added", description: result.message });
      setName("");
      if (result.recoveryCodes) setCodes(result.recoveryCodes);
      await invalidateQueries("/api/auth/");
    } catch (error) {
      toast({
        title: "Passkey not added",
        description: passkeyCancelMessage(error) ?? serverMessageOf(error) ?? "The passkey could not be added.",
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
      toast({ title: "Passkey removed", description: result.message });
      await invalidateQueries("/api/auth/");
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The passkey could not be removed.", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Fingerprint className="size-5 text-accent" aria-hidden="true" />
          Passkeys
        </CardTitle>
        <CardDescription>
          A passkey signs you in with your device&apos;s fingerprint, face or PIN: on its own, or as the second step after your password.
          Adding or removing one signs out every other session.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {passkeys.isLoading ? <p className="text-sm text-slate-400">Loading passkeys...</p> : null}
        {passkeys.error ? <p className="text-sm text-red-300">The passkeys could not be loaded.</p> : null}
        {passkeys.data && passkeys.data.length === 0 ? <p className="text-sm text-slate-400">No passkey yet.</p> : null}
        {passkeys.data && passkeys.data.length > 0 ? (
          <ul aria-label="Passkeys" className="divide-y divide-white/10 rounded-lg border border-white/10">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid gap-0.5">
                  <p className="font-medium text-white">{passkey.name}</p>
                  <p className="text-sm text-slate-400">
                    Added {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "never used"}
                  </p>
                </div>
                <Button variant="outline" size="sm" disabled={busy !== null} aria-label={`Remove passkey ${passkey.name}`} onClick={() => void remove(passkey)}>
                  {busy === passkey.id ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Name of the new passkey (optional)</Label>
            <Input id={nameId} className="w-64" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Work laptop" />
          </div>
          <Button onClick={() => void add()} disabled={busy !== null}>
            {busy === "add" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
            Add a passkey
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
