import { CircleCheck, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";

/** The page of an e-mailed confirmation link: opening it changes nothing, the button confirms (a POST). */
export function VerifyEmailForm({ token }: { token: string }) {
  const { text, language } = useAdminText();
  const [state, setState] = useState<"waiting" | "confirming" | "done">("waiting");
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    setState("confirming");
    setError(undefined);
    try {
      await apiRequest("POST", "/api/auth/email/verify", { token });
      setState("done");
    } catch (failure) {
      setState("waiting");
      setError(failure instanceof ApiError && failure.serverMessage ? translateApiMessage(failure.serverMessage, text, language) : text.somethingWrong);
    }
  };

  if (state === "done") {
    return (
      <div className="grid gap-5">
        <div role="status" className="flex gap-3 rounded-lg border border-emerald-300/30 bg-emerald-300/[0.07] p-4 text-sm text-emerald-50">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
          <div>
            <h2 className="font-semibold">{text.emailVerified}</h2>
            <p className="mt-1">{text.emailVerifiedText}</p>
          </div>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to="/admin">{text.goToAdmin}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-400/40 bg-red-950/50 p-3 text-sm text-red-100">
          {error}
        </p>
      ) : null}
      <Button type="button" size="lg" className="w-full" disabled={state === "confirming"} onClick={() => void confirm()}>
        {state === "confirming" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {state === "confirming" ? text.confirming : text.confirmAddress}
      </Button>
    </div>
  );
}
