import { and, asc, eq } from "drizzle-orm";
import { appendChange } from "#core/change-log/append-change.ts";
import { type Locale, QUADRANTS, type Quadrant, SUPPORTED_LOCALES } from "#core/constants.ts";
import { DomainError } from "#core/errors/domain-error.ts";
import { saveTask } from "#core/tasks/task-queries.ts";
import type { Db } from "#db/client.server.ts";
import { board, task } from "#db/schema/tasks.ts";
import { translatorFor } from "#locales/catalogs.server.ts";
import { taskCountOf, withUniqueBoardName } from "./board-queries.ts";
import { toBoardView } from "./board-view.ts";

type BoardRow = typeof board.$inferSelect;

const defaultNameIn = (locale: Locale) => translatorFor(locale)("boards.defaultName");

const exampleIn = (locale: Locale, quadrant: Quadrant) => {
	const t = translatorFor(locale);
	return { title: t(`examples.tasks.${quadrant}.title`), description: t(`examples.tasks.${quadrant}.description`) };
};

/** Which example a task still is word for word, in any language; undefined once the person has edited its text. */
function exampleQuadrantOf(title: string, description: string): Quadrant | undefined {
	return QUADRANTS.find((quadrant) =>
		SUPPORTED_LOCALES.some((locale) => {
			const example = exampleIn(locale, quadrant);
			return example.title === title && example.description === description;
		}),
	);
}

const isDefaultName = (name: string) => SUPPORTED_LOCALES.some((locale) => defaultNameIn(locale) === name);

/** Whether the board's name or one of its examples is still the app's text in another language than `locale`. */
async function hasWordsToFollow(db: Db, { current, locale }: { current: BoardRow; locale: Locale }) {
	if (isDefaultName(current.name)) return true;
	const examples = await db
		.select({ title: task.title, description: task.description })
		.from(task)
		.where(and(eq(task.userId, current.userId), eq(task.isExample, true)));
	return examples.some(({ title, description }) => {
		const quadrant = exampleQuadrantOf(title, description);
		if (quadrant === undefined) return false;
		const wanted = exampleIn(locale, quadrant);
		return title !== wanted.title || description !== wanted.description;
	});
}

/**
 * The default board's name and the example tasks are the app's words until the person edits them, so they follow the
 * language the person uses now (`locale`): each is rewritten in it while it is still word for word the app's text in
 * some language; an edited one is the person's own and stays as written. A board already named so keeps its name.
 * Logged like any change, so other devices follow too. Answers the default board as it now is.
 */
export async function followLanguage(db: Db, { current, locale }: { current: BoardRow; locale: Locale }) {
	const name = defaultNameIn(locale);
	// The common case asks nothing more: the board is named in this language, and its examples were written with it.
	if (current.name === name) return current;
	const { userId } = current;
	// A board the person renamed is read on every page: nothing is locked unless something here is still to translate.
	if (!(await hasWordsToFollow(db, { current, locale }))) return current;
	return db.transaction(async (tx) => {
		// The board first, then its tasks, in the order the other writers lock them.
		await tx.select({ id: board.id }).from(board).where(eq(board.id, current.id)).for("update");
		const examples = await tx
			.select()
			.from(task)
			.where(and(eq(task.userId, userId), eq(task.isExample, true)))
			.orderBy(asc(task.id))
			.for("update");
		for (const row of examples) {
			const quadrant = exampleQuadrantOf(row.title, row.description);
			if (quadrant === undefined) continue;
			const wanted = exampleIn(locale, quadrant);
			if (row.title === wanted.title && row.description === wanted.description) continue;
			await saveTask(tx, { userId, current: row, changes: wanted });
		}
		if (!isDefaultName(current.name)) return current;
		return withUniqueBoardName(() =>
			// A savepoint: a board already named so refuses the name, and only this rename is undone.
			tx.transaction(async (savepoint) => {
				const [renamed] = await savepoint
					.update(board)
					.set({ name, updatedAt: new Date() })
					.where(and(eq(board.id, current.id), eq(board.name, current.name)))
					.returning();
				if (!renamed) return current;
				const data = toBoardView(renamed, await taskCountOf(savepoint, renamed.id));
				await appendChange(savepoint, userId, { entity: "board", entityId: renamed.id, action: "updated", data });
				return renamed;
			}),
		).catch((error: unknown) => {
			if (error instanceof DomainError && error.code === "board_name_taken") return current;
			throw error;
		});
	});
}
