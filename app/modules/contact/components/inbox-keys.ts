/** The inbox's API path; every query key of the inbox starts with it (one invalidation refreshes them all). */
export const MESSAGES_KEY = "/api/messages";
export const NOTIFICATION_SETTINGS_KEY = "/api/notifications/settings";
export const INBOX_PAGE_SIZE = 20;
/** Settings › E-mail (issue 30): the SMTP server set from the admin. */
export const MAIL_SETTINGS_KEY = "/api/notifications/mail";
