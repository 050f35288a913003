import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requestContext } from "#app/lib/request-context.ts";
import { requireSession } from "#app/lib/session.server.ts";
import { DEFAULT_LOCALE, isLocale } from "#core/constants.ts";
import { DomainError } from "#core/domain-error.ts";
import { listTasks } from "#core/tasks/list-tasks.ts";
import { QUADRANTS } from "#core/tasks/quadrants.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import type { Route } from "./+types/route";
import { QuadrantSection } from "./quadrant-section.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Rendered on the server with its tasks: the first view never waits for a spinner.
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const session = await requireSession(request, context, params.lang);
	const boardId = new URL(request.url).searchParams.get("board") ?? undefined;
	if (boardId !== undefined && !UUID.test(boardId)) throw data(null, { status: 404, statusText: "Not Found" });
	const t = translatorFor(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE);
	const { board, tasks } = await listTasks({
		db: context.get(requestContext).database.db,
		userId: session.user.id,
		boardId,
		defaultBoardName: t("boards.defaultName"),
	}).catch((error: unknown) => {
		if (error instanceof DomainError) throw data(null, { status: error.status, statusText: error.code });
		throw error;
	});
	return {
		board: { id: board.id, name: board.name },
		// Only what a card shows travels to the browser.
		tasks: tasks.map(({ id, title, description, status, priority, dueDate, dueTime, quadrant }) => ({
			id,
			title,
			description,
			status,
			priority,
			dueDate,
			dueTime,
			quadrant,
		})),
	};
}

export type MatrixTask = Route.ComponentProps["loaderData"]["tasks"][number];

export default function MatrixPage({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { board, tasks } = loaderData;
	return (
		<div className="flex flex-col gap-4">
			<title>{`${t("pages.matrix.title")} · ${t("app.name")}`}</title>
			<div className="flex items-baseline gap-3">
				<h1 className="text-2xl font-semibold tracking-tight">{t("pages.matrix.title")}</h1>
				<p className="text-sm text-muted">{t("matrix.board", { name: board.name })}</p>
			</div>
			<div className="grid gap-4 md:grid-cols-2">
				{QUADRANTS.map((quadrant) => (
					<QuadrantSection
						key={quadrant}
						quadrant={quadrant}
						tasks={tasks.filter((task) => task.quadrant === quadrant)}
					/>
				))}
			</div>
		</div>
	);
}
