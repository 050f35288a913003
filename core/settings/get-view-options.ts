import { eq } from "drizzle-orm";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { VIEW_OPTION_DEFAULTS, type ViewOptions } from "./view-option-defaults.ts";

/** The columns that make up the view options, selected and returned by name so no other column leaks out. */
export const viewOptionColumns = {
	showDateTags: userSettings.showDateTags,
	showDescriptions: userSettings.showDescriptions,
	showCompletedBadge: userSettings.showCompletedBadge,
	hideCompleted: userSettings.hideCompleted,
	phoneGrid: userSettings.phoneGrid,
	quadrantSort: userSettings.quadrantSort,
};

/** The user's view options; the defaults until they change one (no row is written for reading). */
export async function getViewOptions({ db, userId }: { db: Db; userId: string }): Promise<ViewOptions> {
	const [row] = await db.select(viewOptionColumns).from(userSettings).where(eq(userSettings.userId, userId));
	return row ?? { ...VIEW_OPTION_DEFAULTS };
}
