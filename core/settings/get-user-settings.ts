import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { USER_SETTING_DEFAULTS, type UserSettings } from "./user-setting-defaults.ts";

/** The columns that make up the roaming settings, selected by name so the view options stay out. */
export const userSettingColumns = {
	notificationsEnabled: userSettings.notificationsEnabled,
	newsletterSubscribed: userSettings.newsletterSubscribed,
	timeZone: userSettings.timeZone,
	reminderOffsetMinutes: userSettings.reminderOffsetMinutes,
	reminderHour: userSettings.reminderHour,
	quietHoursStart: userSettings.quietHoursStart,
	quietHoursEnd: userSettings.quietHoursEnd,
	dailyDigestTime: userSettings.dailyDigestTime,
	dailyDigestByEmail: userSettings.dailyDigestByEmail,
	urgencyDays: userSettings.urgencyDays,
};

/** The user's settings; the defaults until they change one (no row is written for reading). */
export async function getUserSettings({ db, userId }: { db: Db; userId: string }): Promise<UserSettings> {
	const [row] = await db.select(userSettingColumns).from(userSettings).where(eq(userSettings.userId, userId));
	return row ?? { ...USER_SETTING_DEFAULTS };
}
