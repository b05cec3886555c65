import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ForgotPasswordForm } from "#app/modules/auth/components/forgot-password-form.tsx";
import { BackToLogin, SignedOutShell } from "#app/modules/auth/components/signed-out-shell.tsx";
import type { Route } from "./+types/forgot-password";

export function meta(): Route.MetaDescriptors {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function ForgotPassword() {
  const { text } = useAdminText();
  return (
    <>
      <title>{text.forgotTitle}</title>
      <SignedOutShell title={text.forgotTitle} intro={text.forgotIntro} footer={<BackToLogin label={text.backToLogin} />}>
        <ForgotPasswordForm />
      </SignedOutShell>
    </>
  );
}
