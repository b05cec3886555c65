import { CalendarClock } from "lucide-react";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { type BackupStatusResponse, describeBackupStatus } from "#app/modules/backup/backup-schedule.ts";

/** The scheduled backups' last result (GET /api/backup/status), in English and in Portuguese. */
export function BackupStatus() {
  const query = useApiQuery<BackupStatusResponse>("/api/backup/status");
  if (query.isLoading) return <p className="text-sm text-slate-400">Loading the scheduled backups' status…</p>;
  if (query.error || !query.data) return <p className="text-sm text-red-300">The scheduled backups' status could not be loaded.</p>;
  const failed = query.data.status.lastVerified === false;
  return (
    <div role="status" className={`flex gap-2 text-sm ${failed ? "text-red-300" : "text-slate-300"}`}>
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <div className="space-y-1">
        <p>{describeBackupStatus(query.data, "en")}</p>
        <p lang="pt-BR" className="text-slate-400">
          {describeBackupStatus(query.data, "pt")}
        </p>
      </div>
    </div>
  );
}
