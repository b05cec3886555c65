/** Who an outgoing notification of a message is for (ADR 016). */
/** `account`: a verification or password-reset link for an admin account (issue 26). */
/** `newsletter`: a newsletter e-mail or its confirmation to a subscriber (issue 25). */
export const NOTIFICATION_PURPOSES = ["owner", "acknowledgement", "webhook", "account", "newsletter"] as const;
export type NotificationPurpose = (typeof NOTIFICATION_PURPOSES)[number];

export const NOTIFICATION_CHANNELS = ["email", "webhook"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** pending: waiting for its (next) attempt; sending: a worker holds its lease; sent; failed: given up. */
export const NOTIFICATION_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const CHANNEL_OF: Record<NotificationPurpose, NotificationChannel> = {
  owner: "email",
  acknowledgement: "email",
  webhook: "webhook",
  account: "email",
  newsletter: "email",
};

/** One outgoing notification as the admin sees it. */
export interface MessageNotification {
  id: number;
  purpose: NotificationPurpose;
  channel: NotificationChannel;
  /** An e-mail address, or the webhook's host. */
  recipient: string;
  status: NotificationStatus;
  attempts: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** What is switched on, for the admin's notices and the Settings tab (never a secret). */
export interface NotificationSettings {
  email: { enabled: boolean; ownerEmail: string | null; from: string | null };
  webhook: { enabled: boolean; host: string | null };
  /** Acknowledgements to senders (only sent when e-mail is on). */
  acknowledgements: boolean;
}

export const NOTIFICATION_PURPOSE_LABELS: Record<NotificationPurpose, string> = {
  owner: "Notification to you",
  acknowledgement: "Acknowledgement to sender",
  webhook: "Webhook",
  account: "Account e-mail",
  newsletter: "Newsletter",
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: "Pending",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};
