import { Check, Copy, LoaderCircle, ShieldCheck, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";

interface InitResponse {
  success: boolean;
  message: string;
  username: string;
  password: string;
  note?: string;
}

type State =
  | { step: "confirm" }
  | { step: "running" }
  | { step: "done"; result: InitResponse }
  | { step: "failed"; message: string };

/** Copies text; falls back to a hidden textarea where the Clipboard API is unavailable (plain HTTP). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** The faint "Initialize System" button of /admin/login and its dialog (spec §2, §8). */
export function InitSystemDialog({
  onInitialized,
  open: openProp,
  onOpenChange: onOpenChangeProp,
}: {
  onInitialized: (username: string) => void;
  /** Opened from elsewhere too (the login page's first-run notice, issue 30). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChangeProp?.(next);
  };
  const [state, setState] = useState<State>({ step: "confirm" });
  const [copied, setCopied] = useState<string | null>(null);
  // SETUP_TOKEN on the server: the dialog asks for it (docs/operations.md#admin-accounts).
  const [tokenRequired, setTokenRequired] = useState(false);
  const [setupToken, setSetupToken] = useState("");
  const tokenId = useId();
  const { text, language, fill } = useAdminText();
  const apiText = (message: string) => translateApiMessage(message, text, language);

  const initialize = async () => {
    setState({ step: "running" });
    try {
      const result = await apiRequest<InitResponse>("POST", "/api/init", tokenRequired ? { setupToken } : undefined);
      setState({ step: "done", result });
      onInitialized(result.username);
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? apiText(error.serverMessage) : text.initError;
      setState({ step: "failed", message });
    }
  };

  const copy = async (label: string, text: string) => {
    if (await copyText(text)) setCopied(label);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setState({ step: "confirm" });
      setCopied(null);
      setSetupToken("");
      apiRequest<{ setupTokenRequired?: boolean }>("GET", "/api/init").then(
        (answer) => setTokenRequired(answer?.setupTokenRequired === true),
        () => setTokenRequired(false),
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="fixed right-4 bottom-4 cursor-pointer rounded-md px-2 py-1 text-xs text-slate-400 transition-colors motion-reduce:transition-none hover:bg-white/5 hover:text-slate-200 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          {text.initializeSystem}
        </button>
      </DialogTrigger>
      <DialogContent
        className="max-w-lg"
        closeLabel={text.close}
        // The generated password is shown once: a stray click outside must not lose it.
        onPointerDownOutside={(event) => {
          if (state.step === "done") event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{text.systemInitialization}</DialogTitle>
          <DialogDescription>{text.initDescription}</DialogDescription>
        </DialogHeader>

        {state.step === "confirm" || state.step === "running" ? (
          <div className="flex gap-3 rounded-lg border border-amber-300/30 bg-amber-300/[0.07] p-4 text-sm text-amber-50">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden="true" />
            <div className="space-y-2">
              <p>{text.initWarning}</p>
              <p>{text.initOnce}</p>
            </div>
          </div>
        ) : null}

        {(state.step === "confirm" || state.step === "running") && tokenRequired ? (
          <div className="grid gap-2">
            <Label htmlFor={tokenId}>{text.setupToken}</Label>
            <Input
              id={tokenId}
              type="password"
              autoComplete="off"
              value={setupToken}
              onChange={(event) => setSetupToken(event.target.value)}
              aria-describedby={`${tokenId}-hint`}
            />
            <p id={`${tokenId}-hint`} className="text-xs text-slate-400">
              {text.setupTokenHint}
            </p>
          </div>
        ) : null}

        {state.step === "done" ? (
          <div className="space-y-4" role="status">
            <div className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-emerald-300" aria-hidden="true" />
              <h3 className="text-lg font-semibold text-white">{text.initComplete}</h3>
            </div>
            <p className="text-sm text-slate-300">{apiText(state.result.message)}</p>
            <dl className="grid gap-3 rounded-lg border border-white/10 bg-ink/70 p-4">
              <Credential label={text.username} value={state.result.username} copied={copied === "username"} onCopy={() => void copy("username", state.result.username)} />
              <Credential label={text.password} value={state.result.password} copied={copied === "password"} onCopy={() => void copy("password", state.result.password)} />
            </dl>
            <p className="rounded-lg border border-amber-300/30 bg-amber-300/[0.07] px-4 py-3 text-sm font-medium text-amber-50">
              {text.passwordShownOnce}
            </p>
            {state.result.note ? <p className="text-sm text-slate-300">{apiText(state.result.note)}</p> : null}
            <p className="sr-only" aria-live="polite">
              {copied ? fill(text.fieldCopied, { field: copied === "username" ? text.username : text.password }) : ""}
            </p>
          </div>
        ) : null}

        {state.step === "failed" ? (
          <div className="space-y-2 rounded-lg border border-red-400/40 bg-red-950/50 p-4" role="alert">
            <h3 className="font-semibold text-red-100">{text.initFailed}</h3>
            <p className="text-sm text-red-100">{state.message}</p>
          </div>
        ) : null}

        <DialogFooter>
          {state.step === "confirm" || state.step === "running" ? (
            <>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={state.step === "running"}>
                {text.cancel}
              </Button>
              <Button onClick={() => void initialize()} disabled={state.step === "running" || (tokenRequired && setupToken === "")}>
                {state.step === "running" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
                {state.step === "running" ? text.initializing : text.initializeSystem}
              </Button>
            </>
          ) : (
            // A key of its own: reusing the Cancel button's element would fade its colours in.
            <Button key="close" onClick={() => setOpen(false)}>
              {text.close}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
