import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { DomainError } from "#core/domain-error.ts";
import { planOf } from "#core/plans/plan.ts";
import { getViewOptions } from "#core/settings/get-view-options.ts";
import { listTasks } from "#core/tasks/list-tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import type { Route } from "./+types/route";
import { MatrixPage } from "./matrix-page.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Rendered on the server with its tasks: the first view never waits for a spinner.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	const { database, freeTasksPerQuadrant } = context.get(requestContext);
	const boardId = new URL(request.url).searchParams.get("board") ?? undefined;
	if (boardId !== undefined && !UUID.test(boardId)) throw data(null, { status: 404, statusText: "Not Found" });
	const t = translatorFor(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE);
	const userId = session.user.id;
	const [{ board, tasks }, viewOptions, plan] = await Promise.all([
		listTasks({ db: database.db, userId, boardId, defaultBoardName: t("boards.defaultName") }).catch(
			(error: unknown) => {
				if (error instanceof DomainError) throw data(null, { status: error.status, statusText: error.code });
				throw error;
			},
		),
		getViewOptions({ db: database.db, userId }),
		planOf(database.db, userId),
	]);
	return {
		board: { id: board.id, name: board.name },
		// Only what a card and the editor need travels to the browser.
		tasks: tasks.map(({ id, title, description, status, priority, dueDate, dueTime, quadrant, position, version }) => ({
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
		})),
		viewOptions,
		plan,
		freeTasksPerQuadrant,
	};
}

export default function MatrixRoute({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	return (
		<>
			<title>{`${t("pages.matrix.title")} · ${t("app.name")}`}</title>
			<MatrixPage {...loaderData} />
		</>
	);
}
