/**
 * Every table in db/schema, in the groups the privacy page describes them in. Each language's privacy text describes
 * each of them (its type says so), and db/schema/privacy-inventory.test.ts fails when a table is added to the schema
 * without being listed here.
 */
export const TABLE_GROUPS = {
	account: ["user", "account", "session", "verification", "two_factor", "passkey", "rate_limit"],
	tasks: ["board", "task", "checklist_item", "change_log", "user_change_seq", "idempotency_key"],
	settings: ["user_settings", "push_subscription", "push_reminder"],
	billing: ["subscription", "stripe_event"],
	instance: ["app_secret", "job_round", "dev_mail"],
} as const;

export type TableGroup = keyof typeof TABLE_GROUPS;
export type DescribedTable = (typeof TABLE_GROUPS)[TableGroup][number];

export const DESCRIBED_TABLES: readonly DescribedTable[] = Object.values(TABLE_GROUPS).flat();

/** One table, in the page's language: what it holds, why, and how long. */
export type TableEntry = { holds: string; why: string; kept: string };
