import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { DEFAULT_LOCALE, isLocale, type Locale, PUSH_REQUEST_TIMEOUT_MS } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { pushSubscription } from "#db/schema/settings.ts";
import type { PushEndpointPolicy } from "./push-endpoint-policy.ts";
import { sendPush } from "./send-push.ts";
import type { VapidKeys } from "./vapid-keys.ts";

export type PushRound = {
	db: Db;
	vapid: VapidKeys;
	subject: string;
	logger: Pick<Logger, "warn" | "info">;
	policy: PushEndpointPolicy;
	/** When the round's time budget ends (Date.now() scale). */
	deadline: number;
};

type Payload = { title: string; body: string; tag: string };

/**
 * Posts one message to each of a user's browsers at once (at most PUSH_SUBSCRIPTIONS_PER_USER), written in the
 * language each browser subscribed in; a subscription the push service says is gone is removed. `about` names
 * the message in the logs.
 */
export async function pushToUser({
	round,
	userId,
	payloadIn,
	about,
}: {
	round: PushRound;
	userId: string;
	payloadIn: (locale: Locale) => Payload;
	about: Record<string, string>;
}) {
	const { db, vapid, subject, logger, policy, deadline } = round;
	const targets = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, userId));
	// A message already claimed still goes out, with at least a second to do so.
	const timeoutMs = Math.min(PUSH_REQUEST_TIMEOUT_MS, Math.max(1000, deadline - Date.now()));
	const send = async (target: (typeof targets)[number]) => {
		const locale = isLocale(target.locale) ? target.locale : DEFAULT_LOCALE;
		const payload = { ...payloadIn(locale), url: locale === DEFAULT_LOCALE ? "/matrix" : `/${locale}/matrix` };
		const { outcome, status } = await sendPush({ target, payload, vapid, subject, policy, timeoutMs });
		if (outcome === "gone") {
			await db.delete(pushSubscription).where(eq(pushSubscription.endpoint, target.endpoint));
			logger.info({ status }, "push subscription gone: removed");
		} else if (outcome === "failed") {
			logger.warn({ status, ...about }, "push message not delivered");
		} else if (outcome === "refused") {
			// Kept rather than deleted: a name that resolved to a private address may be a passing DNS fault.
			logger.warn(about, "push message not sent: the endpoint is not a public address");
		}
	};
	await Promise.all(targets.map(send));
}
