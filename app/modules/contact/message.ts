export const MESSAGE_KINDS = ["contact", "speaking"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The owner moves a speaking invitation along these states. */
export const INVITATION_STATUSES = ["new", "in_discussion", "accepted", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export interface Message {
  id: number;
  kind: MessageKind;
  name: string;
  email: string;
  eventDetails: string | null;
  message: string;
  language: "en" | "pt";
  status: InvitationStatus;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}
