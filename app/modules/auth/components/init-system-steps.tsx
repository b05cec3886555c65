import { Check, Copy, ShieldCheck, TriangleAlert } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { InitResponse, InitSystem } from "./use-init-system.ts";

/** Before initialising: what it does, that it runs once, and the server's setup token when it asks for one. */
export function InitConfirmStep({ init }: { init: InitSystem }) {
  const { text } = useAdminText();
  return (
    <>
      <div className="flex gap-3 rounded-lg border border-amber-300/30 bg-amber-300/[0.07] p-4 text-sm text-amber-50">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden="true" />
        <div className="space-y-2">
          <p>{text.initWarning}</p>
          <p>{text.initOnce}</p>
        </div>
      </div>
      {init.tokenRequired ? (
        <Field label={text.setupToken} description={text.setupTokenHint}>
          {(control) => <Input {...control} type="password" autoComplete="off" value={init.setupToken} onChange={(event) => init.setSetupToken(event.target.value)} />}
        </Field>
      ) : null}
    </>
  );
}

/** The first account's credentials, shown once, each with its Copy button. */
export function InitDoneStep({ init, result }: { init: InitSystem; result: InitResponse }) {
  const { text, fill, apiText } = useAdminText();
  return (
    <div className="space-y-4" role="status">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-emerald-300" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-white">{text.initComplete}</h3>
      </div>
      <p className="text-sm text-slate-300">{apiText(result.message)}</p>
      <dl className="grid gap-3 rounded-lg border border-white/10 bg-ink/70 p-4">
        <Credential label={text.username} value={result.username} copied={init.copied === "username"} onCopy={() => void init.copy("username", result.username)} />
        <Credential label={text.password} value={result.password} copied={init.copied === "password"} onCopy={() => void init.copy("password", result.password)} />
      </dl>
      <p className="rounded-lg border border-amber-300/30 bg-amber-300/[0.07] px-4 py-3 text-sm font-medium text-amber-50">
        {text.passwordShownOnce}
      </p>
      {result.note ? <p className="text-sm text-slate-300">{apiText(result.note)}</p> : null}
      <p className="sr-only" aria-live="polite">
        {init.copied ? fill(text.fieldCopied, { field: init.copied === "username" ? text.username : text.password }) : ""}
      </p>
    </div>
  );
}

/** Why the initialisation failed. */
export function InitFailedStep({ message }: { message: string }) {
  const { text } = useAdminText();
  return (
    <div className="space-y-2 rounded-lg border border-red-400/40 bg-red-950/50 p-4" role="alert">
      <h3 className="font-semibold text-red-100">{text.initFailed}</h3>
      <p className="text-sm text-red-100">{message}</p>
    </div>
  );
}

function Credential({ label, value, copied, onCopy }: { label: string; value: string; copied: boolean; onCopy: () => void }) {
  const { text, fill } = useAdminText();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="col-start-1 mt-1 font-mono text-base break-all text-white select-all">{value}</dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <Button variant="secondary" size="sm" onClick={onCopy} aria-label={fill(text.copyField, { field: label.toLowerCase() })}>
          {copied ? <Check aria-hidden="true" className="text-emerald-300" /> : <Copy aria-hidden="true" />}
          <span aria-hidden="true">{copied ? text.copied : text.copy}</span>
        </Button>
      </dd>
    </div>
  );
}
