import webPush from "web-push";
import type { VapidKeys } from "./vapid-keys.ts";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = "sent" | "gone" | "failed";

const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps an undelivered reminder: the rest of a day is enough for a due-today reminder. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * Encrypts `payload` for one browser (aes128gcm, VAPID-signed) and posts it to its push service. web-push builds
 * the request; fetch sends it, because web-push's own sender speaks only https and hides the status we act on.
 */
export async function sendPush({
	target,
	payload,
	vapid,
	subject,
}: {
	target: PushTarget;
	payload: unknown;
	vapid: VapidKeys;
	subject: string;
}): Promise<{ outcome: PushOutcome; status: number | undefined }> {
	const request = webPush.generateRequestDetails(
		{ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
		JSON.stringify(payload),
		{ vapidDetails: { subject, ...vapid }, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm" },
	);
	try {
		const response = await fetch(request.endpoint, {
			method: request.method,
			headers: request.headers as Record<string, string>,
			body: new Uint8Array(request.body),
			signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
		});
		await response.body?.cancel();
		// 404 and 410 are the push service saying this subscription will never work again.
		if (response.status === 404 || response.status === 410) return { outcome: "gone", status: response.status };
		return { outcome: response.ok ? "sent" : "failed", status: response.status };
	} catch {
		return { outcome: "failed", status: undefined };
	}
}
