import { Hono } from "hono";
import type { Config } from "#config/env.server.ts";
import { deletePushSubscription } from "#core/push/delete-push-subscription.ts";
import { isAllowedPushEndpoint, type PushEndpointPolicy } from "#core/push/push-endpoint-policy.ts";
import { deletePushSubscriptionSchema, savePushSubscriptionSchema } from "#core/push/push-subscription.schema.ts";
import { savePushSubscription } from "#core/push/save-push-subscription.ts";
import { resolveVapidKeys } from "#core/push/vapid-keys.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { BadRequestError, parseJsonBody } from "../parse-json-body.ts";
import { translateForRequest } from "../request-locale.ts";

/** This browser's Push API subscription: the public key to subscribe with, then store or forget the subscription. */
export function pushSubscriptionRoutes({ db, config, policy }: { db: Db; config: Config; policy: PushEndpointPolicy }) {
	// Resolved on first use, not at start-up, so an instance that never serves push never writes a key pair.
	let publicKey: Promise<string> | undefined;
	const vapidPublicKey = () => {
		publicKey ??= resolveVapidKeys({ db, configured: config.vapidKeys }).then((keys) => keys.publicKey);
		return publicKey;
	};
	return new Hono<AppEnv>()
		.get("/push-subscriptions/public-key", async (c) => c.json({ publicKey: await vapidPublicKey() }))
		.post("/push-subscriptions", async (c) => {
			const input = await parseJsonBody(c, savePushSubscriptionSchema);
			// Our server posts to this URL: only a push service on the public internet, over https, may be named.
			if (!isAllowedPushEndpoint(input.endpoint, policy)) {
				throw new BadRequestError(translateForRequest(c, "errors.invalidInput"), {
					endpoint: translateForRequest(c, "validation.pushEndpoint"),
				});
			}
			await savePushSubscription({ db, userId: c.get("session").user.id, input });
			return c.body(null, 204);
		})
		.delete("/push-subscriptions", async (c) => {
			const { endpoint } = await parseJsonBody(c, deletePushSubscriptionSchema);
			await deletePushSubscription({ db, userId: c.get("session").user.id, endpoint });
			return c.body(null, 204);
		});
}
