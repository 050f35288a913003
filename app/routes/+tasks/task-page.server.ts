import { data, redirect } from "react-router";
import { catalogOf } from "#app/lib/catalog.ts";
import { createI18n } from "#app/lib/i18n.ts";
import { readSyncPosition } from "#app/lib/live-sync/sync-position.server.ts";
import { localizePath } from "#app/lib/localized-path.ts";
import { packPageTasks } from "#app/lib/page-task.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { defaultBoard } from "#core/boards/default-board.ts";
import { listBoards } from "#core/boards/list-boards.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import { proFeatureRefusal } from "#core/plans/plan-gates.ts";
import { wallClockAt } from "#core/push/reminder-time.ts";
import { getViewOptionsAndTimeZone } from "#core/settings/get-view-options-and-time-zone.ts";
import { listAllTasks } from "#core/tasks/list-all-tasks.ts";
import { listTasks } from "#core/tasks/list-tasks.ts";
import { taskListQuerySchema } from "#core/tasks/task.schema.ts";
import { lastBoardFrom } from "./last-board.ts";
import { whileBoardsUnchanged } from "./remembered-listings.server.ts";
import { describeRepeat } from "./repeat-description.ts";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

type Options = {
	request: Request;
	context: Parameters<typeof requireSession>[1];
	params: { lang?: string };
	/** The page asking (/matrix or /sticky): where "Show everything" without Pro sends the user back to. */
	path: "/matrix" | "/sticky";
};

/**
 * What both views of the tasks render on the server: the board chosen by the address (parsed like the API's query)
 * or remembered by this device, its tasks (or everyone's on Pro), the boards, the view options and the plan, the
 * change log's position they were read at (live changes after it are applied on top), and the user's wall clock.
 */
export async function loadTaskPage({ request, context, params, path }: Options) {
	const session = await requireSession(request, context, params.lang);
	const { database, freeTasksPerQuadrant } = context.get(requestContext);
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	const requested = new URL(request.url).searchParams.get("board");
	const asked = taskListQuerySchema.shape.board.safeParse(requested ?? undefined);
	if (!asked.success) throw notFound();
	// No board in the address: the one used last on this device, if it is still one of the user's.
	const remembered = taskListQuerySchema.shape.board.safeParse(
		lastBoardFrom(request.headers.get("cookie")) ?? undefined,
	);
	const choice = asked.data ?? (remembered.success ? remembered.data : undefined);
	const db = database.db;
	const userId = session.user.id;
	const syncPosition = await readSyncPosition({ context, db, userId });
	const plan = await planOf(db, userId);
	const isAll = choice === "all" && proFeatureRefusal(plan) === null;
	if (asked.data === "all" && !isAll) throw redirect(localizePath(path, locale));
	const boardId = choice === "all" ? undefined : choice;
	const boardsAndTasks = async () => {
		// Asked once for both the board list and the board shown (each would otherwise ask for it: a query per page).
		const ensuredDefault = defaultBoard(db, { userId, locale });
		const listing = isAll
			? listAllTasks({ db, userId, locale })
			: listTasks({ db, userId, boardId, locale, defaultBoard: ensuredDefault }).catch((error: unknown) => {
					if (!(error instanceof DomainError && error.code === "not_found")) throw error;
					// A remembered board that has since been deleted falls back to the default one; an address does not.
					if (asked.data === undefined) return listTasks({ db, userId, locale, defaultBoard: ensuredDefault });
					throw notFound();
				});
		const [{ board, tasks }, boards] = await Promise.all([
			listing,
			listBoards({ db, userId, locale, defaultBoard: ensuredDefault }),
		]);
		return { board, boards, tasks: packPageTasks(tasks), repeatLabels: repeatLabelsOf(tasks, locale) };
	};
	// Reloads and other tabs of an unchanged board skip its three queries and 200 rows (ADR 0038). "All boards" is
	// computed each time, as the API's list is (ADR 0037).
	const listingKey = [userId, locale, boardId ?? "", asked.data === undefined ? "remembered" : "asked"].join("\n");
	const [{ board, boards, tasks, repeatLabels }, { viewOptions, timeZone }] = await Promise.all([
		isAll ? boardsAndTasks() : whileBoardsUnchanged(listingKey, session.dataVersion, boardsAndTasks),
		getViewOptionsAndTimeZone({ db, userId }),
	]);
	// The page applies the time window (`?when=`) in the server's render too, so that a reload does not show every task
	// first; it does so by this clock, of the zone the browser reported to the settings (UTC before it has). In the
	// browser, the browser's own clock follows.
	const now = wallClockAt(new Date(), timeZone ?? "UTC");
	return {
		board,
		boards,
		tasks,
		repeatLabels,
		viewOptions,
		plan,
		freeTasksPerQuadrant,
		syncPosition,
		now,
		userId,
	};
}

/**
 * The words for the repeat rules of the tasks sent, so that the page shows them without loading the code that
 * describes rules (loaded only when a rule comes later, by live sync), and says the same as the server's HTML.
 */
function repeatLabelsOf(tasks: Array<{ repeat: string | null }>, locale: Locale): Record<string, string> {
	const rules = new Set(tasks.flatMap((task) => (task.repeat === null ? [] : [task.repeat])));
	if (rules.size === 0) return {};
	const { t } = createI18n(locale, catalogOf(locale));
	const labels: Record<string, string> = {};
	for (const rule of rules) {
		const label = describeRepeat(rule, t, locale);
		if (label !== null) labels[rule] = label;
	}
	return labels;
}
