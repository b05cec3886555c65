import "#app/lib/zod-config.ts";
import { z } from "zod";
import { MAIL_SECURITY } from "./mail-settings.ts";

const address = (label: string) => z.email(`${label} must be an e-mail address`).max(254, `${label} must be at most 254 characters`);

/**
 * `PUT /api/mail/settings`. `password`: omitted or null keeps the stored one, "" clears it, text replaces
 * it. An empty host turns the admin's e-mail settings off.
 */
export const MailSettingsUpdateSchema = z
  .object(
    {
      host: z
        .string({ error: "Host must be text" })
        .trim()
        .max(253, "Host must be at most 253 characters")
        .regex(/^[A-Za-z0-9.:[\]-]*$/, "Host must be a host name or an IP address (mail.example.com)"),
      port: z.number({ error: "Port must be a number" }).int("Port must be a whole number").min(1, "Port must be between 1 and 65535").max(65535, "Port must be between 1 and 65535"),
      security: z.enum(MAIL_SECURITY, { error: "Security must be none, starttls or tls" }),
      user: z.string({ error: "User must be text" }).trim().max(254, "User must be at most 254 characters"),
      password: z.string({ error: "Password must be text" }).max(512, "Password must be at most 512 characters").nullable().optional(),
      from: z
        .string({ error: "Sender must be text" })
        .trim()
        .max(320, "Sender must be at most 320 characters")
        .refine((value) => value === "" || /^[^<>]*<[^<>\s]+@[^<>\s]+>$|^[^<>\s]+@[^<>\s]+$/.test(value), "Sender must be an address: you@example.com or Name <you@example.com>"),
      ownerEmail: z.union([z.literal(""), address("Your address")]),
    },
    { error: "Request body must be a JSON object" },
  )
  .refine((value) => value.host === "" || value.ownerEmail !== "", { message: "Your address is required to turn e-mail on", path: ["ownerEmail"] });

export type MailSettingsUpdate = z.infer<typeof MailSettingsUpdateSchema>;
