import { data, redirect } from "react-router";
import { localizePath } from "#app/lib/localized-path.ts";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { listBoards } from "#core/boards/list-boards.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { DomainError } from "#core/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import { getViewOptions } from "#core/settings/get-view-options.ts";
import { listAllTasks } from "#core/tasks/list-all-tasks.ts";
import { listTasks } from "#core/tasks/list-tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { lastBoardFrom } from "./last-board.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

type Options = {
	request: Request;
	context: Parameters<typeof requireSession>[1];
	params: { lang?: string };
	/** The page asking (/matrix or /sticky): where "Show everything" without Pro sends the user back to. */
	path: "/matrix" | "/sticky";
};

/**
 * What both views of the tasks render on the server: the board chosen by the address or remembered by this
 * device, its tasks (or everyone's on Pro), the boards, the view options and the plan.
 */
export async function loadTaskPage({ request, context, params, path }: Options) {
	const session = await requireSession(request, context, params.lang);
	const { database, freeTasksPerQuadrant } = context.get(requestContext);
	const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
	const requested = new URL(request.url).searchParams.get("board");
	// No board in the address: the one used last on this device, if it is still one of the user's.
	const boardParam = requested ?? lastBoardFrom(request.headers.get("cookie"));
	if (requested !== null && requested !== "all" && !UUID.test(requested)) throw notFound();
	const db = database.db;
	const userId = session.user.id;
	const defaultBoardName = translatorFor(locale)("boards.defaultName");
	const plan = await planOf(db, userId);
	const isAll = boardParam === "all" && plan === "pro";
	if (requested === "all" && !isAll) throw redirect(localizePath(path, locale));
	const boardId = boardParam !== null && boardParam !== "all" && UUID.test(boardParam) ? boardParam : undefined;
	const listing = isAll
		? listAllTasks({ db, userId, defaultBoardName })
		: listTasks({ db, userId, boardId, defaultBoardName }).catch((error: unknown) => {
				if (!(error instanceof DomainError)) throw error;
				// A remembered board that has since been deleted falls back to the default one; an address does not.
				if (requested === null) return listTasks({ db, userId, defaultBoardName });
				throw data(null, { status: error.status, statusText: error.code });
			});
	const [{ board, tasks }, boards, viewOptions] = await Promise.all([
		listing,
		listBoards({ db, userId, defaultBoardName }),
		getViewOptions({ db, userId }),
	]);
	return {
		board: board ? { id: board.id, name: board.name } : null,
		boards: boards.map(({ id, name, isDefault, taskCount }) => ({ id, name, isDefault, taskCount })),
		// Only what a card and the editor need travels to the browser.
		tasks: tasks.map(
			({ id, title, description, status, priority, dueDate, dueTime, quadrant, position, version, boardId }) => ({
				id,
				title,
				description,
				status,
				priority,
				dueDate,
				dueTime,
				quadrant,
				position,
				version,
				boardId,
			}),
		),
		viewOptions,
		plan,
		freeTasksPerQuadrant,
	};
}
