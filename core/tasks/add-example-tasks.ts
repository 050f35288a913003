import { eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { type Locale, QUADRANTS } from "#core/constants.ts";
import type { Db } from "#db/client.server.ts";
import { task } from "#db/schema/tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { positionBefore } from "./placement.ts";
import { toTaskView } from "./task-view.ts";

/**
 * Puts one example task in each quadrant of a user's first board, in the user's language: each says what belongs in
 * its quadrant and teaches one gesture of the app. Call it in the transaction that created the board; a user who
 * already has tasks (on any board) gets none. Logged like any new task, so the user's other devices see them.
 */
export async function addExampleTasks(
	tx: Db,
	{ userId, boardId, locale }: { userId: string; boardId: string; locale: Locale },
) {
	const [someTask] = await tx.select({ id: task.id }).from(task).where(eq(task.userId, userId)).limit(1);
	if (someTask) return;
	const t = translatorFor(locale);
	const rows = await tx
		.insert(task)
		.values(
			QUADRANTS.map((quadrant) => ({
				id: crypto.randomUUID(),
				userId,
				boardId,
				quadrant,
				title: t(`examples.tasks.${quadrant}.title`),
				description: t(`examples.tasks.${quadrant}.description`),
				position: positionBefore([], null),
				isExample: true,
			})),
		)
		.returning();
	for (const row of rows) {
		await appendChange(tx, userId, { entity: "task", entityId: row.id, action: "created", data: toTaskView(row, []) });
	}
}
