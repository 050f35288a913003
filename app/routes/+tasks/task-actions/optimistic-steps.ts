import type { Shown } from "#app/lib/change-queue/queued-change.ts";
import type { PageTask } from "#app/lib/page-task.ts";
import type { MutationName } from "#core/mutations/mutations.ts";

/**
 * Each task mutation's optimistic step, by the registry's name: what the screen shows at once and while it waits (data,
 * kept with the change for a reload; shown-change.ts applies it and settles it with the server's answer). Boards, view
 * options and settings declare theirs in their own views.
 */
export const OPTIMISTIC_STEPS = {
	/** The new task, where it will be. */
	"task.create": (task: PageTask): Shown => ({ kind: "upsert", tasks: [task] }),
	/** The fields changed, the position included when the quadrant changes. */
	"task.update": (task: PageTask, fields: Partial<PageTask>): Shown => ({ kind: "patch", id: task.id, fields }),
	/**
	 * Its new quadrant and position; to another board, gone from view unless everything is shown, and back into view
	 * when that move is undone.
	 */
	"task.move": (task: PageTask, fields: Partial<PageTask>, view: "stays" | "leaves" | "returns" = "stays"): Shown =>
		view === "leaves"
			? { kind: "remove", ids: [task.id] }
			: view === "returns"
				? { kind: "upsert", tasks: [{ ...task, ...fields }] }
				: { kind: "patch", id: task.id, fields },
	/** Nothing: the next date is the rule's, shown when the server answers. */
	"task.skip": (): Shown => ({ kind: "none" }),
	"task.delete": (task: PageTask): Shown => ({ kind: "remove", ids: [task.id] }),
	/** The quadrant's tasks of one board. */
	"task.deleteQuadrant": (tasks: PageTask[], boardId: string): Shown => removalOf(tasks, boardId),
	/** The board's examples. */
	"examples.clear": (tasks: PageTask[], boardId: string): Shown => removalOf(tasks, boardId),
	"examples.restore": (tasks: PageTask[]): Shown => ({ kind: "upsert", tasks }),
} satisfies Partial<Record<MutationName, (...args: never[]) => Shown>>;

/** The removal of the tasks of one board. */
const removalOf = (tasks: PageTask[], boardId: string): Shown => ({
	kind: "remove",
	ids: tasks.filter((task) => task.boardId === boardId).map(({ id }) => id),
});
