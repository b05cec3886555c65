import { submitHandler } from "#app/components/submit-handler.ts";
import { LoaderCircle, Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { AccountEmailInputSchema } from "../auth.schema.ts";
import type { Account } from "#app/lib/user.ts";
import { AuthField } from "./auth-field.tsx";

type Field = "email" | "currentPassword";

/** Settings: the account's e-mail address (POST /api/auth/email), where password reset links go once confirmed. */
export function AccountEmailCard() {
  const { text, language, fill } = useAdminText();
  const account = useApiQuery<Account>("/api/auth/me");
  const [values, setValues] = useState({ email: "", currentPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AccountEmailInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === "email" ? (values.email.trim() === "" ? text.emailRequired : text.emailInvalid) : text.currentPasswordRequired;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest("POST", "/api/auth/email", parsed.data);
      toast({ title: text.emailLinkSent, description: fill(text.emailLinkSentText, { email: parsed.data.email }) });
      setValues({ email: "", currentPassword: "" });
      await account.refetch();
    } catch (error) {
      const served = error instanceof ApiError ? error.serverMessage : undefined;
      const message = served ? translateApiMessage(served, text, language) : text.somethingWrong;
      const path = error instanceof ApiError ? error.issues[0]?.path : undefined;
      if (path === "email" || path === "currentPassword") setErrors({ [path]: message });
      else toast({ title: text.saveFailed, description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const current = account.data;
  const status = !current?.email
    ? text.accountEmailNone
    : fill(current.emailVerified ? text.accountEmailVerified : text.accountEmailPending, { email: current.email });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-accent" aria-hidden="true" />
          {text.accountEmailTitle}
        </CardTitle>
        <CardDescription>{text.accountEmailText}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-slate-300">{current ? status : null}</p>
        <form onSubmit={submitHandler(submit)} noValidate className="grid max-w-md gap-4">
          <AuthField label={text.email} name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} error={errors.email} />
          <AuthField
            label={text.confirmWithPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
            error={errors.currentPassword}
          />
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {busy ? text.sending : text.saveEmail}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
