import { LoaderCircle } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { InitConfirmStep, InitDoneStep, InitFailedStep } from "./init-system-steps.tsx";
import { useInitSystem } from "./use-init-system.ts";

/**
 * The faint "Initialize System" button of /admin/login and its dialog (spec §2, §8): in the corner of
 * a wide screen, below the form on a phone (fixed there, it sat over the form's card).
 */
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
  const init = useInitSystem(onInitialized, openProp, onOpenChangeProp);
  const { open, setOpen, state, tokenRequired, setupToken } = init;
  const { text } = useAdminText();

  return (
    <Dialog open={open} onOpenChange={init.onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="relative mx-auto -mt-10 mb-6 block cursor-pointer sm:fixed sm:right-4 sm:bottom-4 sm:m-0 rounded-md px-2 py-1 text-xs text-slate-400 transition-colors motion-reduce:transition-none hover:bg-white/5 hover:text-slate-200 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
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

        {state.step === "confirm" || state.step === "running" ? <InitConfirmStep init={init} /> : null}


        {state.step === "done" ? <InitDoneStep init={init} result={state.result} /> : null}

        {state.step === "failed" ? <InitFailedStep message={state.message} /> : null}

        <DialogFooter>
          {state.step === "confirm" || state.step === "running" ? (
            <>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={state.step === "running"}>
                {text.cancel}
              </Button>
              <Button onClick={() => void init.initialize()} disabled={state.step === "running" || (tokenRequired && setupToken === "")}>
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
