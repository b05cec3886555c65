import { CircleCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** The signed-out screens' success: a status with its title and sentence, and a way on when there is one. */
export function AuthDone({ title, text, icon: Icon = CircleCheck, next }: { title: string; text: string; icon?: LucideIcon; next?: { to: string; label: string } }) {
  const status = (
    <div role="status" className="flex gap-3 rounded-lg border border-emerald-300/30 bg-emerald-300/[0.07] p-4 text-sm text-emerald-50">
      <Icon className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
  if (!next) return status;
  return (
    <div className="grid gap-5">
      {status}
      <Button asChild size="lg" className="w-full">
        <Link to={next.to}>{next.label}</Link>
      </Button>
    </div>
  );
}

/** A signed-out form's failure that belongs to no one field, announced as it appears. */
export function AuthAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-400/40 bg-red-950/50 p-3 text-sm text-red-100">
      {message}
    </p>
  ) : null;
}
