import { REMINDER_OFFSETS_MINUTES, URGENCY_DAYS_MAX } from "#core/constants.ts";
import { z } from "#core/validation/zod.ts";
import type { UserSettings } from "./user-setting-defaults.ts";

// Browser-safe: the settings a user may change, shared by the settings form and the API.

/** True for a time zone name this runtime knows; constructing a formatter is the check every runtime has. */
function isTimeZone(value: string): boolean {
	try {
		new Intl.DateTimeFormat("en", { timeZone: value });
		return true;
	} catch {
		return false;
	}
}

/** A wall-clock time "HH:MM", 00:00 to 23:59: what an `<input type="time">` sends. */
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "validation.time" });

export const userSettingFields = {
	notificationsEnabled: z.boolean(),
	newsletterSubscribed: z.boolean(),
	timeZone: z.string().max(64).refine(isTimeZone, { message: "validation.timeZone" }),
	reminderOffsetMinutes: z.literal(REMINDER_OFFSETS_MINUTES),
	reminderHour: z.int().min(0).max(23),
	quietHoursStart: wallTime.nullable(),
	quietHoursEnd: wallTime.nullable(),
	dailyDigestTime: wallTime.nullable(),
	dailyDigestByEmail: z.boolean(),
	urgencyDays: z.int().min(0).max(URGENCY_DAYS_MAX).nullable(),
} satisfies Record<keyof UserSettings, z.ZodType>;

/**
 * Any of the settings, at least one; an unknown setting is refused rather than ignored. Quiet hours change as a
 * pair (both times, or both null to have none), so a request can never leave half of them; a start equal to its
 * end would be quiet hours of no length, refused rather than read as "all day". A span over midnight is allowed.
 */
export const updateUserSettingsSchema = z
	.strictObject(userSettingFields)
	.partial()
	.refine((input) => Object.keys(input).length > 0)
	.superRefine((input, context) => {
		const { quietHoursStart: start, quietHoursEnd: end } = input;
		if (start === undefined && end === undefined) return;
		if (start === undefined || end === undefined || (start === null) !== (end === null)) {
			const missing = start === undefined || start === null ? "quietHoursStart" : "quietHoursEnd";
			context.addIssue({ code: "custom", message: "validation.quietHoursBoth", path: [missing], input });
			return;
		}
		if (start !== null && start === end) {
			context.addIssue({ code: "custom", message: "validation.quietHoursZero", path: ["quietHoursEnd"], input });
		}
	});
export type UpdateUserSettingsInput = z.infer<typeof updateUserSettingsSchema>;
