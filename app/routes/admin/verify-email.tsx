import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { inspectEmailVerification } from "#app/modules/auth/account.service.server.ts";
import { SignedOutShell } from "#app/modules/auth/components/signed-out-shell.tsx";
import { VerifyEmailForm } from "#app/modules/auth/components/verify-email-form.tsx";
import type { Route } from "./+types/verify-email";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Reads the link only: a mail scanner's GET confirms nothing (the page's button POSTs). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const pending = TOKEN_PATTERN.test(token) ? await inspectEmailVerification(context.db, token) : undefined;
  return pending ? { token, email: pending.email } : { token: null, email: null };
}

export function meta(): Route.MetaDescriptors {
  return [{ name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { text, fill } = useAdminText();
  const title = loaderData.token ? text.verifyEmailTitle : text.verifyLinkInvalid;
  return (
    <>
      <title>{title}</title>
      <SignedOutShell title={title} intro={loaderData.token ? fill(text.verifyEmailIntro, { email: loaderData.email ?? "" }) : text.verifyLinkInvalidText}>
        {loaderData.token ? <VerifyEmailForm token={loaderData.token} /> : null}
      </SignedOutShell>
    </>
  );
}
