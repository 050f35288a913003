import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/lib/request-context.ts";
import { readLogBounds } from "#core/change-log/read-changes.ts";
import type { Db } from "#db/client.server.ts";

// One read per request, shared by its loaders (they run side by side: the layout's and the page's).
const positionsOfRequests = new WeakMap<Readonly<RouterContextProvider>, Promise<number>>();

/**
 * Where the user's change log stands, for a loader to send with its data. Read BEFORE the data: a change committed in
 * between is then replayed over data that may already hold it (harmless), rather than missed. The loaders of one
 * request share the read: each awaits it before reading its own data, so it still comes first for every one of them.
 */
export function readSyncPosition({
	context,
	db,
	userId,
}: {
	context: Readonly<RouterContextProvider>;
	db: Db;
	userId: string;
}): Promise<number> {
	let position = positionsOfRequests.get(context);
	if (!position) {
		position = (async () => {
			// The session reader's one query reads it beside the data version (before any data, as loaders ask first).
			const session = await context.get(requestContext).getSession();
			if (session?.user.id === userId && session.changeLogPosition !== undefined) return session.changeLogPosition;
			return (await readLogBounds({ db, userId })).lastSeq;
		})();
		positionsOfRequests.set(context, position);
	}
	return position;
}
