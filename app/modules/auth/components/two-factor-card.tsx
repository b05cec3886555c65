import { Check, Copy, LoaderCircle, ShieldCheck, Smartphone } from "lucide-react";
import { type FormEvent, useState } from "react";
import { submitHandler } from "#app/components/submit-handler.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";

interface TwoFactorStatus {
  totpEnabled: boolean;
  totpEnabledAt: string | null;
  passkeys: number;
  recoveryCodesLeft: number;
}

interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

type Step =
  | { kind: "idle" }
  | { kind: "enrolling"; enrolment: Enrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "confirm"; action: "disable" | "regenerate" };

const STATUS_KEY = "/api/auth/2fa";

/** Settings: an authenticator app (TOTP) as a second factor, with recovery codes (ADR 015). */
export function TwoFactorCard() {
  const status = useApiQuery<TwoFactorStatus>(STATUS_KEY);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();

  const begin = async () => {
    setBusy(true);
    try {
      setStep({ kind: "enrolling", enrolment: await apiRequest<Enrolment>("POST", "/api/auth/2fa/totp/setup") });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.twoFactorSetupFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const showCodes = async (codes: string[]) => {
    setStep({ kind: "codes", codes });
    await invalidateQueries("/api/auth/");
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-accent" aria-hidden="true" />
          {t.twoFactorTitle}
          {status.data ? <Badge variant={status.data.totpEnabled ? "success" : "default"}>{status.data.totpEnabled ? t.on : t.offBadge}</Badge> : null}
        </CardTitle>
        <CardDescription>{t.twoFactorIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {status.isLoading ? <p className="text-sm text-slate-400">{t.loading}</p> : null}
        {status.error ? <p className="text-sm text-red-300">{t.twoFactorLoadFailed}</p> : null}

        {step.kind === "enrolling" ? (
          <Enrol enrolment={step.enrolment} onEnabled={showCodes} onCancel={() => setStep({ kind: "idle" })} />
        ) : null}
        {step.kind === "codes" ? <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: "idle" })} /> : null}
        {step.kind === "confirm" ? (
          <ConfirmWithPassword
            action={step.action}
            onDone={async (codes) => {
              if (codes) await showCodes(codes);
              else {
                setStep({ kind: "idle" });
                await invalidateQueries("/api/auth/");
              }
            }}
            onCancel={() => setStep({ kind: "idle" })}
          />
        ) : null}

        {step.kind === "idle" && status.data ? (
          status.data.totpEnabled ? (
            <div className="grid gap-3">
              <RecoveryCodesLeft left={status.data.recoveryCodesLeft} />
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setStep({ kind: "confirm", action: "regenerate" })}>
                  {t.newRecoveryCodes}
                </Button>
                <Button variant="outline" onClick={() => setStep({ kind: "confirm", action: "disable" })}>
                  {t.turnOffTwoFactor}
                </Button>
              </div>
            </div>
          ) : (
            <div className="grid gap-3">
              {status.data.passkeys > 0 ? (
                <div className="flex flex-wrap items-center gap-3">
                  <RecoveryCodesLeft left={status.data.recoveryCodesLeft} />
                  <Button variant="secondary" size="sm" onClick={() => setStep({ kind: "confirm", action: "regenerate" })}>
                    {t.newRecoveryCodes}
                  </Button>
                </div>
              ) : null}
              <div>
                <Button onClick={() => void begin()} disabled={busy}>
                  {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Smartphone aria-hidden="true" />}
                  {t.setUpAuthenticator}
                </Button>
              </div>
            </div>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

function Enrol({ enrolment, onEnabled, onCancel }: { enrolment: Enrolment; onEnabled: (codes: string[]) => Promise<void>; onCancel: () => void }) {
  const { text: t, language } = useAdminText();
  const [code, setCode] = useState("");
  const { busy, error, submit } = usePromptSubmit(async () => {
    const result = await apiRequest<{ recoveryCodes: string[]; message: string }>("POST", "/api/auth/2fa/totp/enable", { code });
    toast({ title: t.twoFactorOnTitle, description: language === "pt" ? t.otherSessionsSignedOut : result.message });
    await onEnabled(result.recoveryCodes);
  }, t.codeCheckFailed);

  return (
    <div className="grid gap-4 rounded-lg border border-white/10 bg-ink/50 p-4">
      <p className="text-sm text-slate-300">
        {t.scanQr}
      </p>
      <img src={enrolment.qrCode} alt={t.qrAlt} width={200} height={200} className="rounded-md bg-white p-1" />
      <p className="text-sm text-slate-300">
        {t.key} <code className="font-mono break-all text-white select-all">{enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
      <form onSubmit={submitHandler(submit)} noValidate className="grid max-w-xs gap-2">
        <Field label={t.enterSixDigits} error={error}>
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          )}
        </Field>
        <FormButtons busy={busy} label={t.turnOn} cancel={t.cancel} onCancel={onCancel} />
      </form>
    </div>
  );
}

/** Recovery codes, shown once, with copy and download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { text: t } = useAdminText();
  const text = codes.join("\n");
  return (
    <div className="grid gap-3 rounded-lg border border-amber-300/30 bg-amber-300/[0.07] p-4" role="status">
      <h4 className="font-semibold text-amber-50">{t.yourRecoveryCodes}</h4>
      <p className="text-sm text-amber-50">
        {t.recoveryCodesKeep}
      </p>
      <ul aria-label={t.recoveryCodes} className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-white">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t.copied : t.copyCodes}
        </Button>
        <Button asChild variant="secondary">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`} download="recovery-codes.txt">
            {t.download}
          </a>
        </Button>
        <Button onClick={onDone}>{t.savedThem}</Button>
      </div>
    </div>
  );
}

function ConfirmWithPassword({
  action,
  onDone,
  onCancel,
}: {
  action: "disable" | "regenerate";
  onDone: (codes?: string[]) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const { text: t, language } = useAdminText();
  const { busy, error, submit } = usePromptSubmit(async () => {
    if (action === "disable") {
      const result = await apiRequest<{ message: string }>("POST", "/api/auth/2fa/totp/disable", { password });
      toast({ title: t.twoFactorOffTitle, description: language === "pt" ? t.otherSessionsSignedOut : result.message });
      await onDone();
    } else {
      const result = await apiRequest<{ recoveryCodes: string[] }>("POST", "/api/auth/2fa/recovery-codes", { password });
      await onDone(result.recoveryCodes);
    }
  }, t.didNotWork);

  return (
    <form onSubmit={submitHandler(submit)} noValidate className="grid max-w-xs gap-2 rounded-lg border border-white/10 bg-ink/50 p-4">
      <p className="text-sm text-slate-300">
        {action === "disable" ? t.confirmDisable : t.confirmRegenerate}
      </p>
      <Field label={t.password} error={error}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        )}
      </Field>
      <FormButtons busy={busy} label={action === "disable" ? t.turnOff : t.makeNewCodes} cancel={t.cancel} onCancel={onCancel} />
    </form>
  );
}

/** A form's submit button (with its spinner while busy) and Cancel. */
function FormButtons({ busy, label, cancel, onCancel }: { busy: boolean; label: string; cancel: string; onCancel: () => void }) {
  return (
    <div className="mt-2 flex gap-2">
      <Button type="submit" disabled={busy}>
        {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {label}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}

/** "Recovery codes left: 7 of 10". */
function RecoveryCodesLeft({ left }: { left: number }) {
  const { text: t } = useAdminText();
  return (
    <p className="text-sm text-slate-300">
      {t.recoveryCodesLeft} <strong className="text-white">{left}</strong> {t.ofTen}
    </p>
  );
}

/**
 * A prompt's submit (the authenticator's code, the password): busy while `run` goes, and the server's
 * message, or `fallback`, under the field when it fails. On success the prompt is replaced, so it stays busy.
 */
function usePromptSubmit(run: () => Promise<void>, fallback: string) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const serverMessage = useServerMessage();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await run();
    } catch (failure) {
      setError(serverMessage(failure) ?? fallback);
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
