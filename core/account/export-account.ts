import { asc, eq } from "drizzle-orm";
import { getBillingStatus } from "#core/billing/get-billing-status.ts";
import { boardOrder } from "#core/boards/board-queries.ts";
import { checklistsOfUser } from "#core/checklists/checklist-rows.ts";
import { getUserSettings } from "#core/settings/get-user-settings.ts";
import { getViewOptions } from "#core/settings/get-view-options.ts";
import { taskOrder } from "#core/tasks/task-queries.ts";
import { toTaskView } from "#core/tasks/task-view.ts";
import type { Db } from "#db/client.server.ts";
import { account, user } from "#db/schema/auth.ts";
import { board, task } from "#db/schema/tasks.ts";
import { EXPORT_FORMAT_VERSION } from "./account-data.schema.ts";

type Options = { db: Db; userId: string; now?: Date };

type AccountExport = Awaited<ReturnType<typeof exportAccount>>;
export type ExportedTask = AccountExport["tasks"][number];

/**
 * Everything the app keeps about the user, for them to download: account, sign-in methods, boards, tasks, settings
 * and subscription. Columns are chosen by name, so secrets (password hashes, tokens, TOTP secrets, Stripe ids) never
 * leave, and every query is limited to this user. Reading writes nothing: no default board is created here.
 */
export async function exportAccount({ db, userId, now = new Date() }: Options) {
	const [person] = await db
		.select({
			id: user.id,
			name: user.name,
			email: user.email,
			isAnonymous: user.isAnonymous,
			emailVerified: user.emailVerified,
			twoFactorEnabled: user.twoFactorEnabled,
			createdAt: user.createdAt,
		})
		.from(user)
		.where(eq(user.id, userId));
	if (!person) throw new Error(`exportAccount: no user ${userId}`);
	const [methods, boards, tasks, checklists, viewOptions, preferences, billing] = await Promise.all([
		db
			.select({ provider: account.providerId, linkedAt: account.createdAt })
			.from(account)
			.where(eq(account.userId, userId))
			.orderBy(asc(account.createdAt)),
		db
			.select({
				id: board.id,
				name: board.name,
				isDefault: board.isDefault,
				createdAt: board.createdAt,
				updatedAt: board.updatedAt,
			})
			.from(board)
			.where(eq(board.userId, userId))
			.orderBy(...boardOrder),
		db
			.select({ task, boardName: board.name })
			.from(task)
			.innerJoin(board, eq(board.id, task.boardId))
			.where(eq(task.userId, userId))
			.orderBy(...boardOrder, ...taskOrder),
		checklistsOfUser(db, userId),
		getViewOptions({ db, userId }),
		getUserSettings({ db, userId }),
		getBillingStatus({ db, userId, isTestMode: false }),
	]);
	// Anonymous accounts carry a generated placeholder name and email, which are not the person's data.
	const isAnonymous = person.isAnonymous;
	return {
		formatVersion: EXPORT_FORMAT_VERSION,
		exportedAt: now.toISOString(),
		account: {
			id: person.id,
			name: isAnonymous ? null : person.name,
			email: isAnonymous ? null : person.email,
			isAnonymous,
			emailVerified: person.emailVerified,
			twoFactorEnabled: person.twoFactorEnabled,
			createdAt: person.createdAt.toISOString(),
			signInMethods: methods.map(({ provider, linkedAt }) => ({ provider, linkedAt: linkedAt.toISOString() })),
		},
		boards: boards.map((row) => ({
			...row,
			createdAt: row.createdAt.toISOString(),
			updatedAt: row.updatedAt.toISOString(),
		})),
		tasks: tasks.map((row) => ({
			...toTaskView(row.task, checklists.get(row.task.id) ?? []),
			boardName: row.boardName,
		})),
		settings: { ...preferences, viewOptions },
		subscription: {
			plan: billing.plan,
			status: billing.status,
			currentPeriodEnd: billing.currentPeriodEnd,
			cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
		},
	};
}
