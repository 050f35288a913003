import { appendChange } from "#core/change-log/append-change.ts";
import type { Db } from "#db/client.server.ts";
import { userSettings } from "#db/schema/settings.ts";
import { viewOptionColumns } from "./get-view-options.ts";
import { VIEW_OPTION_DEFAULTS, type ViewOptions } from "./view-option-defaults.ts";
import type { UpdateViewOptionsInput } from "./view-options.schema.ts";

/** Changes only the options given, creating the user's settings on first change, and logs the result. */
export async function updateViewOptions({
	db,
	userId,
	input,
}: {
	db: Db;
	userId: string;
	input: UpdateViewOptionsInput;
}): Promise<ViewOptions> {
	return db.transaction(async (tx) => {
		const updatedAt = new Date();
		// The first change starts from the app's defaults (not the column defaults), so reading and writing agree.
		const [options] = await tx
			.insert(userSettings)
			.values({ ...VIEW_OPTION_DEFAULTS, ...input, userId, updatedAt })
			.onConflictDoUpdate({ target: userSettings.userId, set: { ...input, updatedAt } })
			.returning(viewOptionColumns);
		if (!options) throw new Error("upserting the user's settings returned no row");
		await appendChange(tx, userId, { entity: "viewOptions", entityId: userId, action: "updated", data: options });
		return options;
	});
}
