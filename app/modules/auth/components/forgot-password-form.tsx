import { submitHandler } from "#app/components/submit-handler.ts";
import { LoaderCircle, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { PasswordResetRequestSchema } from "../auth.schema.ts";
import { AuthField } from "./auth-field.tsx";
import { AuthDone } from "./auth-outcome.tsx";

/** Asks for a reset link (POST /api/auth/password-reset): the same answer whatever the address. */
export function ForgotPasswordForm() {
  const { text, language } = useAdminText();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(email.trim() === "" ? text.emailRequired : text.emailInvalid);
      return;
    }
    setError(undefined);
    setState("sending");
    try {
      await apiRequest("POST", "/api/auth/password-reset", parsed.data);
      setState("sent");
    } catch (failure) {
      setState("editing");
      setError(failure instanceof ApiError && failure.serverMessage ? translateApiMessage(failure.serverMessage, text, language) : text.somethingWrong);
    }
  };

  if (state === "sent") return <AuthDone title={text.resetRequested} text={text.resetRequestedText} icon={MailCheck} />;
  return (
    <form onSubmit={submitHandler(submit)} method="post" noValidate className="grid gap-5">
      <AuthField label={text.email} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} />
      <Button type="submit" size="lg" className="w-full" disabled={state === "sending"}>
        {state === "sending" ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {state === "sending" ? text.sending : text.sendResetLink}
      </Button>
    </form>
  );
}
