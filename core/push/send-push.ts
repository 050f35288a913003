import { PushAddressRefused, postToPushService } from "./post-to-push-service.ts";
import type { PushEndpointPolicy } from "./push-endpoint-policy.ts";
import type { VapidKeys } from "./vapid-keys.ts";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `refused`: the endpoint is not on the public internet (or not allowed by the policy); nothing was sent. */
export type PushOutcome = "sent" | "gone" | "failed" | "refused";

/** How long the push service keeps an undelivered reminder: the rest of a day is enough for a due-today reminder. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * Encrypts `payload` for one browser (aes128gcm, VAPID-signed) and posts it to its push service. web-push builds
 * the request; our own sender posts it, because web-push's speaks only https, hides the status we act on and would
 * connect to any address.
 */
export async function sendPush({
	target,
	payload,
	vapid,
	subject,
	policy,
	timeoutMs,
}: {
	target: PushTarget;
	payload: unknown;
	vapid: VapidKeys;
	subject: string;
	policy: PushEndpointPolicy;
	timeoutMs: number;
}): Promise<{ outcome: PushOutcome; status: number | undefined }> {
	try {
		// Loaded at the first reminder, not at start: an instance that sends none never holds it.
		const { default: webPush } = await import("web-push");
		// Inside the try: a stored key that is not a point on the curve fails this browser only, not the whole round.
		const request = webPush.generateRequestDetails(
			{ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
			JSON.stringify(payload),
			{ vapidDetails: { subject, ...vapid }, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm" },
		);
		const status = await postToPushService(
			request.endpoint,
			{ method: request.method, headers: request.headers as Record<string, string | number>, body: request.body },
			{ policy, timeoutMs },
		);
		// 404 and 410 are the push service saying this subscription will never work again.
		if (status === 404 || status === 410) return { outcome: "gone", status };
		return { outcome: status >= 200 && status < 300 ? "sent" : "failed", status };
	} catch (error) {
		return { outcome: error instanceof PushAddressRefused ? "refused" : "failed", status: undefined };
	}
}
