import { type LucideIcon, LoaderCircle, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { QuerySnapshot } from "../query-client.ts";

interface QueryStateProps<T> {
  query: QuerySnapshot<T> & { refetch: () => Promise<void> };
  /** The status line while nothing has arrived yet ("Loading categories..."). */
  loading: string;
  /** The alert when the first load failed; the reason is the server's message. */
  failed: (reason: string) => ReactNode;
  /** What an empty answer shows: a line, an optional icon and an optional action (e.g. "New talk"). */
  empty?: { when: (data: T) => boolean; message: ReactNode; icon?: LucideIcon; action?: ReactNode };
  children: (data: T) => ReactNode;
}

/**
 * The admin's loading / error-with-retry / empty ladder, written once: every list of the admin shows the
 * same three states, in the owner's language, with the same roles (status, alert) for screen readers.
 * Data already on screen stays while a refresh fails (the cache keeps it).
 */
export function QueryState<T>({ query, loading, failed, empty, children }: QueryStateProps<T>) {
  const { text } = useAdminText();
  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-slate-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {loading}
      </p>
    );
  }
  if (query.data === undefined) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
        <p className="text-slate-200">{failed(query.error?.message ?? "")}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          {text.retry}
        </Button>
      </Card>
    );
  }
  if (empty?.when(query.data)) {
    const Icon = empty.icon;
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        {Icon ? <Icon className="size-10 text-slate-500" aria-hidden="true" /> : null}
        <p className="max-w-md text-slate-300">{empty.message}</p>
        {empty.action}
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}
