import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Path } from "../content-form.ts";
import { SITE_CONTENT_ADMIN_TEXT } from "../site-content-admin-text.ts";
import type { SiteContentDocument } from "../site-content.ts";
import type { Drafts, EditLanguage, FieldErrors } from "./content-fields.tsx";
import { changedLanguages, firstSectionWithErrors, issuesByPath, NO_ERRORS, SITE_CONTENT_KEY, withValue } from "./site-content-editor-state.ts";

/**
 * The site-content editor's state: both languages' drafts over the saved documents, the field errors (the
 * schema's before saving, the server's after), the save, and the focus on the first bad field.
 */
export function useSiteContentEditor(documents: Record<EditLanguage, SiteContentDocument>, section: string, setSection: (id: string) => void) {
  const initial: Drafts = useMemo(() => ({ en: documents.en.content, pt: documents.pt.content }), [documents]);
  const [drafts, setDrafts] = useState<Drafts>(initial);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  // Set by a failed save: once the section with the errors is shown, its first invalid field gets the focus.
  const focusInvalid = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const { language: adminLanguage, text } = useAdminText();
  const t = SITE_CONTENT_ADMIN_TEXT[adminLanguage];
  const serverMessage = useServerMessage();
  const changed = changedLanguages(drafts, initial);

  const onChange = (language: EditLanguage | "both", path: Path, value: unknown) => setDrafts((current) => withValue(current, language, path, value));

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = firstSectionWithErrors(next);
    if (first) setSection(first);
    focusInvalid.current = true;
  };

  // Issue 30: the first bad field gets the focus, scrolled to the middle of the screen, clear of the
  // sticky save bar below and the header above (not left under the bar where the save was pressed).
  useEffect(() => {
    if (!focusInvalid.current) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    focusInvalid.current = false;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center", behavior: "instant" });
  }, [errors, section]);

  const save = async () => {
    const found: FieldErrors = { en: issuesByPath(drafts.en), pt: issuesByPath(drafts.pt) };
    if (Object.keys(found.en).length + Object.keys(found.pt).length > 0) {
      showErrors(found);
      toast({ title: t.checkFields, description: t.checkFieldsText, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      for (const language of changed) {
        try {
          await apiRequest("PUT", `${SITE_CONTENT_KEY}${language}`, drafts[language]);
        } catch (error) {
          if (error instanceof ApiError && error.issues.length > 0) {
            showErrors({ ...NO_ERRORS, [language]: Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])) });
          }
          throw error;
        }
      }
      setErrors(NO_ERRORS);
      toast({ title: t.saved, description: t.savedText });
      await invalidateQueries(SITE_CONTENT_KEY);
    } catch (error) {
      toast({ title: t.saveFailed, description: serverMessage(error) ?? text.errorTryAgain, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return { drafts, errors, changed, saving, formRef, onChange, save };
}
