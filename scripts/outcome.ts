import { AppError } from "#app/lib/app-error.ts";

/** The closing lines' "table rows, …" of what a backup, a restore or a verification went through. */
export function rowCounts(summary: { tables: readonly { table: string; rows: number }[] }): string {
  return summary.tables.map((t) => `${t.table} ${t.rows}`).join(", ");
}

/** How the backup scripts end on an error: a refusal (AppError) is one line after `label` and exit code 1; anything else is a bug, thrown on. */
export function refusal(label: string, error: unknown): 1 {
  if (error instanceof AppError) {
    console.error(`${label}: ${error.message}`);
    return 1;
  }
  throw error;
}
