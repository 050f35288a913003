import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { viewOptionColumns } from "./get-view-options.ts";
import { USER_SETTING_DEFAULTS } from "./user-setting-defaults.ts";
import { VIEW_OPTION_DEFAULTS, type ViewOptions } from "./view-option-defaults.ts";

/**
 * What the task pages read of the user's settings row, in one query rather than two: the view options and the time
 * zone (the day the time window and the urgency rule count from). The defaults until the user changes a setting.
 */
export async function getViewOptionsAndTimeZone({
	db,
	userId,
}: {
	db: Db;
	userId: string;
}): Promise<{ viewOptions: ViewOptions; timeZone: string | null }> {
	const [row] = await db
		.select({ ...viewOptionColumns, timeZone: userSettings.timeZone })
		.from(userSettings)
		.where(eq(userSettings.userId, userId));
	if (!row) return { viewOptions: { ...VIEW_OPTION_DEFAULTS }, timeZone: USER_SETTING_DEFAULTS.timeZone };
	const { timeZone, ...viewOptions } = row;
	return { viewOptions, timeZone };
}
