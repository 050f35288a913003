import { appendChange } from "#core/change-log/append-change.ts";
import type { Locale } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { userSettingColumns } from "./get-user-settings.ts";
import { USER_SETTING_DEFAULTS, type UserSettings } from "./user-setting-defaults.ts";
import type { UpdateUserSettingsInput } from "./user-settings.schema.ts";
import { VIEW_OPTION_DEFAULTS } from "./view-option-defaults.ts";

/**
 * Changes only the settings given, creating the user's settings row on first change, and logs the result. A change
 * to the daily digest also keeps the language it was made in (`locale`): the digest's mail is written in it.
 */
export async function updateUserSettings({
	db,
	userId,
	input: given,
	locale,
}: {
	db: Db;
	userId: string;
	input: UpdateUserSettingsInput;
	locale: Locale;
}): Promise<UserSettings> {
	const touchesDigest = given.dailyDigestTime !== undefined || given.dailyDigestByEmail !== undefined;
	const input = touchesDigest ? { ...given, dailyDigestLocale: locale } : given;
	return db.transaction(async (tx) => {
		const updatedAt = new Date();
		// The first change starts from the app's defaults (not the column defaults), so reading and writing agree.
		const [settings] = await tx
			.insert(userSettings)
			.values({ ...VIEW_OPTION_DEFAULTS, ...USER_SETTING_DEFAULTS, ...input, userId, updatedAt })
			.onConflictDoUpdate({ target: userSettings.userId, set: { ...input, updatedAt } })
			.returning(userSettingColumns);
		if (!settings) throw new Error("upserting the user's settings returned no row");
		await appendChange(tx, userId, { entity: "settings", entityId: userId, action: "updated", data: settings });
		return settings;
	});
}
