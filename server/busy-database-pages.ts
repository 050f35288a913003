import type { Logger } from "pino";
import { data, type RouterContextProvider, type ServerBuild } from "react-router";
import { DATABASE_BUSY_RETRY_AFTER_SECONDS, isDatabaseTimeout } from "#db/database-timeout.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type DataFunction = NonNullable<RouteModule["loader"]>;

/** The request's logger, from the context the host gave React Router. */
type LoggerOf = (context: Readonly<RouterContextProvider>) => Logger;

/**
 * The build with every loader and action answering a database too busy to answer in time (a locked table, no free
 * connection) as the API does: 503 with Retry-After, logged as a warning. Left alone, React Router would catch the
 * timeout before Hono's onError could map it, answer 500 and log an error. The root's ErrorBoundary shows the 503 as
 * a "busy" page, and root's `headers` passes Retry-After on. Wrapping the build rather than each loader covers every
 * page, those to come included.
 */
export function withBusyDatabaseAnswered(build: ServerBuild, loggerOf: LoggerOf): ServerBuild {
	// A failed session lookup is shared by the loaders of a request: each would report the same timeout.
	const reported = new WeakSet<object>();
	const answerBusy =
		(run: DataFunction): DataFunction =>
		async (args, ...rest) => {
			try {
				return await run(args, ...rest);
			} catch (error) {
				if (!isDatabaseTimeout(error)) throw error;
				if (!reported.has(error as object)) {
					reported.add(error as object);
					loggerOf(args.context).warn({ err: error }, "database busy: page answered 503");
				}
				throw data(null, {
					status: 503,
					statusText: "Service Unavailable",
					headers: { "Retry-After": String(DATABASE_BUSY_RETRY_AFTER_SECONDS) },
				});
			}
		};
	const routes: ServerBuild["routes"] = {};
	for (const [id, route] of Object.entries(build.routes)) {
		if (!route) continue;
		const { loader, action } = route.module;
		routes[id] = {
			...route,
			module: {
				...route.module,
				...(loader ? { loader: answerBusy(loader) } : {}),
				...(action ? { action: answerBusy(action) } : {}),
			},
		};
	}
	return { ...build, routes };
}
