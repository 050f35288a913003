import { Hono } from "hono";
import { getUserSettings } from "#core/settings/get-user-settings.ts";
import { updateUserSettings } from "#core/settings/update-user-settings.ts";
import { updateUserSettingsSchema } from "#core/settings/user-settings.schema.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseJsonBody } from "../parse-json-body.ts";
import { preferredLocale } from "../request-locale.ts";

/** The signed-in user's roaming settings (notifications, newsletter, time zone): read them, change some. */
export function settingsRoutes({ db }: { db: Db }) {
	return new Hono<AppEnv>()
		.get("/settings", async (c) => c.json(await getUserSettings({ db, userId: c.get("session").user.id })))
		.patch("/settings", async (c) => {
			const input = await parseJsonBody(c, updateUserSettingsSchema);
			const userId = c.get("session").user.id;
			return c.json(await updateUserSettings({ db, userId, input, locale: preferredLocale(c) }));
		});
}
