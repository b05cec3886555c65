import "#app/lib/zod-config.ts";
import { z } from "zod";

/** Passphrases shorter than this are refused (ADR 032). */
export const BACKUP_PASSPHRASE_MIN_CHARS = 12;
export const BACKUP_PASSPHRASE_MAX_CHARS = 1024;
export const BACKUP_PASSPHRASE_TOO_SHORT = `The passphrase must have at least ${BACKUP_PASSPHRASE_MIN_CHARS} characters.`;

/** `POST /api/backup`: the admin's download; with a passphrase the archive is encrypted (ADR 032). Empty: not encrypted. */
export const BackupDownloadSchema = z.object({
  passphrase: z
    .string()
    .max(BACKUP_PASSPHRASE_MAX_CHARS)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= BACKUP_PASSPHRASE_MIN_CHARS, BACKUP_PASSPHRASE_TOO_SHORT),
});
export type BackupDownload = z.infer<typeof BackupDownloadSchema>;
