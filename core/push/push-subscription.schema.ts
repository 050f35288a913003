import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { z } from "#core/validation/zod.ts";

// Browser-safe: what the settings form sends after PushManager.subscribe() (PushSubscription.toJSON() plus the
// page's language, in which the notifications are written).

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

export const savePushSubscriptionSchema = z.object({
	endpoint: z.url({ protocol: /^https?$/ }).max(2048),
	keys: z.strictObject({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
	locale: z.enum(SUPPORTED_LOCALES),
});
export type SavePushSubscriptionInput = z.infer<typeof savePushSubscriptionSchema>;

export const deletePushSubscriptionSchema = z.strictObject({ endpoint: z.url().max(2048) });
