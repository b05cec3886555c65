import { type FormEvent, useId, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { MailSettingsUpdateSchema } from "#app/modules/notifications/mail-settings.schema.ts";
import type { MailSettingsView, MailTestResult } from "#app/modules/notifications/mail-settings.ts";
import { MAIL_SETTINGS_ADMIN_TEXT } from "../mail-settings-admin-text.ts";
import { MAIL_SETTINGS_KEY, NOTIFICATION_SETTINGS_KEY } from "./inbox-keys.ts";
import { firstMailFieldWrong, type MailField, type MailFormValues, mailFieldErrors, mailFormValuesOf, mailSettingsBody } from "./mail-settings-form.ts";

/**
 * Settings › E-mail's state: the saved settings, what the owner typed over them, the field errors, the save
 * and the test e-mail with its result. The card and its fields only show it.
 */
export function useMailSettingsForm() {
  const { text, language } = useAdminText();
  const t = MAIL_SETTINGS_ADMIN_TEXT[language];
  const settings = useApiQuery<MailSettingsView>(MAIL_SETTINGS_KEY);
  const serverMessage = useServerMessage();
  const [edited, setValues] = useState<MailFormValues | undefined>();
  const [clearPassword, setClearPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<MailField, string>>>({});
  const [busy, setBusy] = useState<"save" | "test" | undefined>();
  const [result, setResult] = useState<MailTestResult | undefined>();
  const id = useId();
  const view = settings.data;
  const readOnly = view?.source === "environment";
  // The saved values until the owner edits one.
  const values = edited ?? (view ? mailFormValuesOf(view) : undefined);

  const change = (field: keyof MailFormValues, value: string) => {
    setValues(values ? { ...values, [field]: value } : undefined);
    setErrors((current) => ({ ...current, [field]: undefined }));
    // The test's result described the settings as they were.
    setResult(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || readOnly) return;
    const parsed = MailSettingsUpdateSchema.safeParse(mailSettingsBody(values, clearPassword));
    if (!parsed.success) {
      const found = mailFieldErrors(parsed.error.issues, t.fieldErrors);
      setErrors(found);
      const first = firstMailFieldWrong(found);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy("save");
    setResult(undefined);
    try {
      const saved = await apiRequest<MailSettingsView>("PUT", MAIL_SETTINGS_KEY, parsed.data);
      setValues(mailFormValuesOf(saved));
      setClearPassword(false);
      await invalidateQueries(MAIL_SETTINGS_KEY);
      await invalidateQueries(NOTIFICATION_SETTINGS_KEY);
      await invalidateQueries("/api/first-run");
      toast({ title: t.saved });
    } catch (error) {
      const path = error instanceof ApiError ? (error.issues[0]?.path as MailField | undefined) : undefined;
      if (path && path in t.fieldErrors) setErrors({ [path]: t.fieldErrors[path] });
      else toast({ title: text.saveFailed, description: serverMessage(error) ?? text.somethingWrong, variant: "destructive" });
    } finally {
      setBusy(undefined);
    }
  };

  const sendTest = async () => {
    setBusy("test");
    setResult(undefined);
    try {
      setResult(await apiRequest<MailTestResult>("POST", `${MAIL_SETTINGS_KEY}/test`, {}));
      await invalidateQueries("/api/first-run");
    } catch (error) {
      setResult({ ok: false, reason: "other", detail: serverMessage(error) ?? "" });
    } finally {
      setBusy(undefined);
    }
  };

  return { id, settings, view, values, readOnly, errors, busy, result, clearPassword, setClearPassword, change, save, sendTest };
}

export type MailSettingsForm = ReturnType<typeof useMailSettingsForm>;
