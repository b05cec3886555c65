import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { AuthAlert, AuthDone } from "./auth-outcome.tsx";

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

  if (state === "done") return <AuthDone title={text.emailVerified} text={text.emailVerifiedText} next={{ to: "/admin", label: text.goToAdmin }} />;
  return (
    <div className="grid gap-4">
      <AuthAlert message={error} />
      <Button type="button" size="lg" className="w-full" disabled={state === "confirming"} onClick={() => void confirm()}>
        {state === "confirming" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {state === "confirming" ? text.confirming : text.confirmAddress}
      </Button>
    </div>
  );
}
