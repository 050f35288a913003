import type { z } from "#core/validation/zod.ts";

// Browser-safe and free of zod at run time: what one declared mutation is. The registry (mutations.ts) holds one per
// change the client sends; the zod schemas themselves sit in mutation-inputs.ts, which only the server and the tests
// load, so that the page's bundle does not carry every schema of the API.

/**
 * What a queued change touches, for sending changes side by side (ADR 0034): two changes that share a mark go in the
 * order they were made; `everything` waits for all before it and holds back all after it.
 *
 * - `task:<id>`: the task it creates, edits, moves or deletes, and the task a placement names as `before` (which may
 *   be created by an earlier change).
 * - `column:<quadrant>`: where a create or a move puts a task (at the end, or before another): two placements in the
 *   same quadrant keep the order they were made in, as the screen showed them.
 * - anything else (several tasks at once, a board, the settings) touches everything.
 */
export type ChangeScope = string[] | "everything";

type MutationMethod = "POST" | "PATCH" | "DELETE";

/** The `:name` parameters of a Hono route template (a `{regex}` after a name is the server's, not part of it). */
type ParamsOf<Route extends string> = Route extends `${string}:${infer Param}/${infer Rest}`
	? NameOf<Param> | ParamsOf<`/${Rest}`>
	: Route extends `${string}:${infer Param}`
		? NameOf<Param>
		: never;
type NameOf<Param extends string> = Param extends `${infer Name}{${string}` ? Name : Param;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A mutation's arguments: its route's parameters, its query string's fields and its body's fields, in one object. */
export type ArgsOf<Route extends string, Body, Query> = Simplify<
	{ [Name in ParamsOf<Route>]: string } & (Body extends object ? Body : unknown) & Query
>;

/** No body (a DELETE of one thing), or no query string. */
export type Nothing = Record<never, never>;

/** What a conflict or a refusal makes of a change that waited in the queue. */
export type MutationEntry<Route extends string = string, Args = unknown> = {
	method: MutationMethod;
	/** Under /api/v1, in Hono's syntax (`/tasks/:id/move`): the route that serves it, as the server mounts it. */
	route: Route;
	/** The arguments sent in the query string rather than the body. */
	query: readonly string[];
	/** Whether it sends a JSON body: the arguments that are neither route parameters nor query fields. */
	hasBody: boolean;
	/** What it touches, for the queue's order (a change the registry knows no scope of touches everything). */
	scope: (args: Args) => ChangeScope;
	/**
	 * Refused with 409 `version_conflict` after it waited: `"fields"` merges it field by field with the server's version
	 * (core/tasks/merge-queued-edit.ts) and sends it again; `"refuse"` undoes it on screen.
	 */
	onConflict: "fields" | "refuse";
	/** Answered 404 after it waited: `"done"` when it wanted the thing gone anyway (a deletion); `"refuse"` otherwise. */
	whenGone: "done" | "refuse";
	/** Whether it may wait in the offline queue (an edit of the person's data) or is sent only online (an account step). */
	isQueued: boolean;
	/** The type of its arguments, for `mutate(name, args)`; never set. */
	readonly args?: Args;
};

type Declared<Route extends string, Args> = Pick<MutationEntry<Route, Args>, "method" | "route"> &
	Partial<Omit<MutationEntry<Route, Args>, "method" | "route" | "args">>;

/**
 * Declares one mutation whose body is `z.input<BodySchema>` (its query string `z.input<QuerySchema>`): the schemas
 * are named by type only, so this costs the browser nothing. By default a mutation has a body, no query string,
 * touches everything, is refused on a conflict or a 404, and may wait in the queue.
 */
export const declare =
	<BodySchema extends z.ZodType | undefined = undefined, QuerySchema extends z.ZodType | undefined = undefined>() =>
	<const Route extends string>(
		entry: Declared<
			Route,
			ArgsOf<
				Route,
				BodySchema extends z.ZodType ? z.input<BodySchema> : Nothing,
				QuerySchema extends z.ZodType ? z.input<QuerySchema> : Nothing
			>
		>,
	) =>
		({
			query: [],
			hasBody: true,
			scope: () => "everything",
			onConflict: "refuse",
			whenGone: "refuse",
			isQueued: true,
			...entry,
		}) as MutationEntry<
			Route,
			ArgsOf<
				Route,
				BodySchema extends z.ZodType ? z.input<BodySchema> : Nothing,
				QuerySchema extends z.ZodType ? z.input<QuerySchema> : Nothing
			>
		>;
