import { Link } from "react-router";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { inspectPasswordReset } from "#app/modules/auth/account.service.server.ts";
import { ResetPasswordForm } from "#app/modules/auth/components/reset-password-form.tsx";
import { BackToLogin, SignedOutShell } from "#app/modules/auth/components/signed-out-shell.tsx";
import type { Route } from "./+types/reset-password";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Reads the link (a GET changes nothing): whose account, whether a second factor is needed, and whether a passkey can be it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const reset = TOKEN_PATTERN.test(token) ? await inspectPasswordReset(context.db, token) : undefined;
  return reset
    ? { token, username: reset.username, codeRequired: reset.codeRequired, passkey: reset.passkey }
    : { token: null, username: null, codeRequired: false, passkey: false };
}

export function meta(): Route.MetaDescriptors {
  // The token is in the address: no referrer may carry it elsewhere.
  return [{ name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { text, fill } = useAdminText();
  if (!loaderData.token) {
    return (
      <>
        <title>{text.resetLinkInvalid}</title>
        <SignedOutShell title={text.resetLinkInvalid} intro={text.resetLinkInvalidText}>
          <Link to="/admin/forgot-password" className="text-accent underline-offset-4 hover:underline">
            {text.askNewLink}
          </Link>
        </SignedOutShell>
      </>
    );
  }
  return (
    <>
      <title>{text.resetTitle}</title>
      <SignedOutShell title={text.resetTitle} intro={fill(text.resetIntro, { username: loaderData.username ?? "" })} footer={<BackToLogin label={text.backToLogin} />}>
        <ResetPasswordForm token={loaderData.token} codeRequired={loaderData.codeRequired} passkey={loaderData.passkey} />
      </SignedOutShell>
    </>
  );
}
