import { ArrowLeft, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { InitSystemDialog } from "#app/modules/auth/components/init-system-dialog.tsx";
import { LoginForm } from "#app/modules/auth/components/login-form.tsx";
import type { Route } from "./+types/login";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Admin Login" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  const [username, setUsername] = useState("");
  return (
    <main id="main" className="admin-login relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-16">
      <div className="w-full max-w-sm">
        <div className="rounded-2xl border border-white/10 bg-panel/90 p-8 shadow-2xl shadow-black/50 backdrop-blur">
          <span className="mb-6 grid size-11 place-items-center rounded-xl border border-accent/30 bg-accent/10 text-accent" aria-hidden="true">
            <LockKeyhole className="size-5" />
          </span>
          <h1 className="font-display text-3xl font-semibold tracking-tight text-white">Admin Login</h1>
          <p className="mt-2 mb-8 text-sm text-slate-300">Sign in to access the admin dashboard</p>
          <LoginForm username={username} onUsernameChange={setUsername} />
        </div>
        <p className="mt-6 text-center">
          <Link to="/" reloadDocument className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-300 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to site
          </Link>
        </p>
      </div>
      <InitSystemDialog onInitialized={setUsername} />
    </main>
  );
}
