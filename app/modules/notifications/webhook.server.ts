import crypto from "node:crypto";
import type { Deliverer } from "./outbox-worker.server.ts";
import { DeliveryError, type WebhookPayload } from "./outbox.service.server.ts";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_SIGNATURE_HEADER = "X-Signature-256";
export const WEBHOOK_ID_HEADER = "X-Webhook-Id";
export const WEBHOOK_EVENT_HEADER = "X-Webhook-Event";

export interface WebhookConfig {
  url: string;
  secret: string;
}

/** `sha256=<hex HMAC-SHA256 of the exact body bytes>`: what a receiver recomputes with the shared secret. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

function isWebhookPayload(value: unknown): value is WebhookPayload {
  return typeof (value as Partial<WebhookPayload> | null)?.body === "string";
}

/** POSTs the outbox's webhook calls; any answer but 2xx is a failed attempt, retried like e-mail. */
export function createWebhookDeliverer(config: WebhookConfig): Deliverer {
  return async (item) => {
    if (!isWebhookPayload(item.payload)) throw new DeliveryError("The stored webhook body is not readable", { permanent: true });
    const { body } = item.payload;
    let response: Response;
    try {
      response = await fetch(config.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "executive-site-notifier/1",
          [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(body, config.secret),
          [WEBHOOK_ID_HEADER]: item.dedupeKey,
          [WEBHOOK_EVENT_HEADER]: "message.received",
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new DeliveryError(`Webhook request failed: ${cause ?? (error instanceof Error ? error.message : String(error))}`, { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError(`Webhook answered ${response.status} ${response.statusText}`.trim());
  };
}
