import { z } from "#core/validation/zod.ts";

// Browser-safe: one signed-in device as GET /api/v1/account/sessions answers and the profile shows it.

export const DEVICE_KINDS = ["desktop", "mobile", "tablet", "other"] as const;

export const sessionViewSchema = z.strictObject({
	id: z.string(),
	/** Named from the user agent ("Firefox", "Windows"): what the browser said, nothing looked up. */
	browser: z.string().nullable(),
	os: z.string().nullable(),
	device: z.enum(DEVICE_KINDS),
	/** The address the session was started from, as the server saw it; no place is derived from it. */
	ipAddress: z.string().nullable(),
	signedInAt: z.iso.datetime(),
	/** The last use, to the day: a session records its use at most once a day. */
	lastSeenAt: z.iso.datetime(),
	isCurrent: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
