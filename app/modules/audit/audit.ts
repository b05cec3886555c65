/**
 * The audit log (ADR 015): an append-only record of security and publishing events. Shared by the
 * server (which writes and filters) and the admin page (which names them).
 */
export const AUDIT_ACTIONS = {
  "system.initialized": "System initialized",
  "auth.login": "Signed in",
  "auth.login_failed": "Sign-in failed",
  "auth.logout": "Signed out",
  "auth.password_changed": "Password changed",
  "auth.password_reset": "Password reset on the server",
  "auth.2fa_enabled": "Two-factor authentication turned on",
  "auth.2fa_disabled": "Two-factor authentication turned off",
  "auth.2fa_removed": "Second factors removed on the server",
  "auth.recovery_codes_regenerated": "New recovery codes",
  "auth.passkey_added": "Passkey added",
  "auth.passkey_removed": "Passkey removed",
  "auth.session_revoked": "Session signed out",
  "auth.other_sessions_revoked": "Other sessions signed out",
  "auth.trusted_devices_forgotten": "Trusted browsers forgotten",
  "auth.password_reset_by_email": "Password reset from an e-mailed link",
  "auth.language_changed": "Admin language changed",
  "auth.email_changed": "Account e-mail changed (waiting for verification)",
  "auth.email_verified": "Account e-mail verified",
  "user.created": "User created on the server",
  "article.created": "Article created",
  "article.updated": "Article updated",
  "article.published": "Article published",
  "article.unpublished": "Article unpublished",
  "article.scheduled": "Article scheduled",
  "article.deleted": "Article deleted",
  "article.revision_restored": "Article revision restored",
  "article.preview_link_created": "Preview link created",
  "article.preview_link_revoked": "Preview link withdrawn",
  "article.samples_created": "Sample articles created",
  "page.preview_link_created": "Page preview link created",
  "category.created": "Category created",
  "category.updated": "Category updated",
  "category.deleted": "Category deleted",
  "message.updated": "Message marked (read, unread or status)",
  "message.deleted": "Message deleted",
  "message.personal_data_erased": "Personal data of an address erased",
  "content.updated": "Site content changed",
  "content.photo_uploaded": "Photo uploaded",
  "content.talk_created": "Talk created",
  "content.talk_updated": "Talk updated",
  "content.talk_deleted": "Talk deleted",
  "content.testimonial_created": "Testimonial added",
  "content.testimonial_updated": "Testimonial updated",
  "content.testimonial_deleted": "Testimonial deleted",
  "page.created": "Page created",
  "page.updated": "Page updated",
  "page.published": "Page published",
  "page.unpublished": "Page unpublished",
  "page.scheduled": "Page scheduled",
  "page.deleted": "Page deleted",
  "page.revision_restored": "Page revision restored",
  "settings.updated": "Settings changed",
  "settings.notifications_updated": "Notification settings changed",
  "settings.mail_updated": "E-mail settings changed",
  "settings.mail_tested": "Test e-mail sent",
  "backup.created": "Backup made",
  "backup.restored": "Backup restored",
  "backup.downloaded": "Backup downloaded",
  "newsletter.sent": "Newsletter sent",
  "newsletter.test_sent": "Newsletter test sent",
  "newsletter.subscriber_erased": "Newsletter subscriber erased",
  "newsletter.subscribers_imported": "Newsletter subscribers imported",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_AREAS = ["system", "auth", "user", "article", "category", "message", "content", "page", "settings", "backup", "newsletter"] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export type AuditOutcome = "success" | "failure";

export interface AuditEvent {
  id: number;
  createdAt: string;
  action: string;
  /** The action in words ("Article published"); the action itself when unknown. */
  label: string;
  outcome: AuditOutcome;
  actor: { userId: number | null; username: string | null };
  ip: string | null;
  userAgent: string | null;
  target: { type: string; id: string | null; label: string | null } | null;
  details: Record<string, unknown> | null;
}

export interface AuditPage {
  events: AuditEvent[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}

/** Entries older than this are deleted (AUDIT_RETENTION_DAYS; docs/operations.md#audit-log). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

export function auditLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
