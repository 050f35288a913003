import { Hono } from "hono";
import { getViewOptions } from "#core/settings/get-view-options.ts";
import { updateViewOptions } from "#core/settings/update-view-options.ts";
import { updateViewOptionsSchema } from "#core/settings/view-options.schema.ts";
import type { Db } from "#db/client.server.ts";
import type { AppEnv } from "../app-env.ts";
import { parseJsonBody } from "../parse-json-body.ts";

/** The signed-in user's view options for the matrix: read them, change some. Both answer all four options. */
export function viewOptionsRoutes({ db }: { db: Db }) {
	return new Hono<AppEnv>()
		.get("/view-options", async (c) => c.json(await getViewOptions({ db, userId: c.get("session").user.id })))
		.patch("/view-options", async (c) => {
			const input = await parseJsonBody(c, updateViewOptionsSchema);
			return c.json(await updateViewOptions({ db, userId: c.get("session").user.id, input }));
		});
}
