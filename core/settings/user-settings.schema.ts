import { z } from "zod";
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

const userSettingFields = {
	notificationsEnabled: z.boolean(),
	newsletterSubscribed: z.boolean(),
	timeZone: z.string().max(64).refine(isTimeZone),
} satisfies Record<keyof UserSettings, z.ZodType>;

/** Any of the settings, at least one; an unknown setting is refused rather than ignored. */
export const updateUserSettingsSchema = z
	.strictObject(userSettingFields)
	.partial()
	.refine((input) => Object.keys(input).length > 0);
export type UpdateUserSettingsInput = z.infer<typeof updateUserSettingsSchema>;
