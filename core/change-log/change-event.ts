// Browser-safe and dependency-free: what the live stream (GET /api/v1/events) says, for the server and the page.

/** What the change log can name; each entity's `data` is that resource exactly as the API answers it. */
export type ChangeEntity = "task" | "board" | "viewOptions" | "settings" | "subscription" | "account";
export type ChangeAction = "created" | "updated" | "deleted";

/** A `change` event's data; its SSE `id` is `seq`. */
export type ChangeEvent = {
	/** The user's sequence number: gap-free and increasing, the position a client resumes after. */
	seq: number;
	entity: ChangeEntity;
	action: ChangeAction;
	/** The resource's id (the user's id for the one-per-user resources: viewOptions, settings, subscription, account). */
	id: string;
	/** The resource after the change as the API answers it; null for a deletion. */
	data: unknown;
};
