import { describe, expect, it } from "vitest";
import { MUTATION_INPUTS } from "./mutation-inputs.ts";
import { mutationOf, requestOf } from "./mutation-request.ts";
import { MUTATIONS, type MutationArgs, type MutationName } from "./mutations.ts";

const TASK = "aaaaaaaa-0000-4000-8000-000000000001";
const OTHER = "bbbbbbbb-0000-4000-8000-000000000002";
const BOARD = "cccccccc-0000-4000-8000-000000000003";
const SESSION = "A".repeat(32);

/** One valid call of every mutation, every field given (the schema's defaults too), so it parses to itself. */
const SAMPLES: { [Name in MutationName]: MutationArgs<Name> } = {
	"task.create": {
		id: TASK,
		title: "Buy bread",
		description: "",
		status: "todo",
		priority: "medium",
		dueDate: "2026-12-24",
		dueTime: "09:30",
		repeat: null,
		quadrant: "urgent-important",
		boardId: BOARD,
		before: OTHER,
		checklist: [{ id: OTHER, title: "Slice it", isDone: false }],
	},
	"task.update": { id: TASK, title: "Buy rye bread", status: "done", version: 3 },
	"task.move": { id: TASK, quadrant: "not-urgent-important", before: null, boardId: BOARD },
	"task.skip": { id: TASK, version: 2 },
	"task.delete": { id: TASK },
	"task.deleteQuadrant": { boardId: BOARD, quadrant: "urgent-not-important" },
	"checklistItem.create": { id: TASK, itemId: OTHER, title: "Buy stamps", isDone: false, before: null },
	"checklistItem.update": { id: TASK, itemId: OTHER, title: "Buy stamps", isDone: true },
	"checklistItem.move": { id: TASK, itemId: OTHER, before: null },
	"checklistItem.delete": { id: TASK, itemId: OTHER },
	"board.create": { id: BOARD, name: "Garden" },
	"board.update": { id: BOARD, name: "Allotment", isDefault: true },
	"board.delete": { id: BOARD, deleteTasks: "true" },
	"examples.clear": { id: BOARD },
	"examples.restore": {
		id: BOARD,
		tasks: [
			{
				id: TASK,
				title: "Example",
				description: "An example",
				status: "todo",
				priority: "high",
				dueDate: null,
				dueTime: null,
				repeat: null,
				quadrant: "urgent-important",
				before: null,
			},
		],
	},
	"settings.update": { notificationsEnabled: false, quietHoursStart: "22:00", quietHoursEnd: "07:00" },
	"viewOptions.update": { hideCompleted: true },
	"pushSubscription.save": {
		endpoint: "https://push.example.com/send/abc",
		keys: { p256dh: "B".repeat(87), auth: "C".repeat(22) },
		locale: "fr",
	},
	"pushSubscription.delete": { endpoint: "https://push.example.com/send/abc" },
	"account.keepData": { email: "person@example.com", password: "correct horse battery" },
	"account.addPassword": { password: "correct horse battery" },
	"account.delete": { confirmation: "person@example.com" },
	"session.revoke": { id: SESSION },
	"session.revokeOthers": {},
	"billing.checkout": { interval: "year", locale: "ja" },
	"billing.portal": { locale: "ko" },
	"billing.testComplete": { interval: "month" },
	"billing.testChange": { change: "end-period" },
};

const names = Object.keys(MUTATIONS) as MutationName[];

describe("every mutation of the registry", () => {
	it.each(names)("%s round-trips: its arguments become a request its route's schemas parse back unchanged", (name) => {
		const args = SAMPLES[name] as MutationArgs<typeof name>;
		const request = requestOf(name, args);
		const inputs: { body?: { parse: (value: unknown) => unknown }; query?: { parse: (value: unknown) => unknown } } =
			MUTATION_INPUTS[name];
		expect(request.method).toBe(MUTATIONS[name].method);
		// What the server reads, as it reads it: the body through JSON, the query string as text.
		const [path = "", query = ""] = request.path.split("?");
		if (inputs.body) {
			const sent = JSON.parse(JSON.stringify(request.body));
			expect(inputs.body.parse(sent)).toEqual(sent);
		} else {
			expect(request.body).toBeUndefined();
		}
		if (inputs.query) {
			const sent = Object.fromEntries(new URLSearchParams(query));
			expect(inputs.query.parse(sent)).toEqual(sent);
		} else {
			expect(query).toBe("");
		}
		expect(path.startsWith("/")).toBe(true);
		expect(mutationOf(request)).toEqual({ name, args });
	});

	it("declares a body exactly when its route parses one, and query fields its query schema knows", () => {
		for (const name of names) {
			const inputs: { body?: unknown; query?: { shape?: Record<string, unknown> } } = MUTATION_INPUTS[name];
			expect([name, MUTATIONS[name].hasBody]).toEqual([name, inputs.body !== undefined]);
			for (const key of MUTATIONS[name].query) expect(Object.keys(inputs.query?.shape ?? {})).toContain(key);
		}
		expect(Object.keys(MUTATION_INPUTS).sort()).toEqual([...names].sort());
	});
});

describe("a request by its path (the offline queue of an older build)", () => {
	it("is the named mutation its route serves, a static route before a parameter", () => {
		expect(mutationOf({ method: "DELETE", path: "/account/sessions/others" })).toEqual({
			name: "session.revokeOthers",
			args: {},
		});
		expect(mutationOf({ method: "POST", path: "/billing/test/complete", body: { interval: "month" } })).toEqual({
			name: "billing.testComplete",
			args: { interval: "month" },
		});
		expect(mutationOf({ method: "POST", path: "/tasks/bulk-delete", body: { quadrant: "urgent-important" } })).toEqual({
			name: "task.deleteQuadrant",
			args: { quadrant: "urgent-important" },
		});
		expect(mutationOf({ method: "DELETE", path: `/boards/${BOARD}?deleteTasks=false` })).toEqual({
			name: "board.delete",
			args: { id: BOARD, deleteTasks: "false" },
		});
	});

	it("is none when no route serves it, or its body is not an object", () => {
		expect(mutationOf({ method: "POST", path: "/tasks/archive-everything", body: {} })).toBeNull();
		expect(mutationOf({ method: "PUT", path: "/tasks", body: {} })).toBeNull();
		expect(mutationOf({ method: "POST", path: "/billing/test/refund", body: {} })).toBeNull();
		expect(mutationOf({ method: "POST", path: "/tasks", body: "not an object" })).toBeNull();
	});
});

describe("the queue's rules by name", () => {
	it("orders a change of one task after the task's earlier changes, and a placement after the column's", () => {
		const scope = <Name extends MutationName>(name: Name, args: MutationArgs<Name>) =>
			(MUTATIONS[name].scope as (args: MutationArgs<Name>) => unknown)(args);
		expect(scope("task.create", SAMPLES["task.create"])).toEqual([
			`task:${TASK}`,
			"column:urgent-important",
			`task:${OTHER}`,
		]);
		expect(scope("task.update", { id: TASK, title: "New" })).toEqual([`task:${TASK}`]);
		expect(scope("task.update", { id: TASK, quadrant: "urgent-important" })).toEqual([
			`task:${TASK}`,
			"column:urgent-important",
		]);
		expect(scope("task.move", { id: TASK, quadrant: "urgent-important", before: null })).toEqual([
			`task:${TASK}`,
			"column:urgent-important",
		]);
		expect(scope("task.skip", { id: TASK, version: 3 })).toEqual([`task:${TASK}`]);
		expect(scope("task.delete", { id: TASK })).toEqual([`task:${TASK}`]);
		// A checklist item's change waits for its task's (its creation first), never for other tasks'.
		for (const name of ["checklistItem.create", "checklistItem.update", "checklistItem.move", "checklistItem.delete"]) {
			expect([name, scope(name as MutationName, SAMPLES[name as MutationName] as never)]).toEqual([
				name,
				[`task:${TASK}`],
			]);
		}
	});

	it("sends a change of several tasks, a board or a setting alone, after all before it", () => {
		const alone = names.filter(
			(name) => !(name.startsWith("task.") || name.startsWith("checklistItem.")) || name === "task.deleteQuadrant",
		);
		for (const name of alone) {
			expect([name, (MUTATIONS[name].scope as (args: unknown) => unknown)(SAMPLES[name])]).toEqual([
				name,
				"everything",
			]);
		}
	});

	it("merges only a task's edit field by field on a conflict, and counts a deletion of what is gone as done", () => {
		expect(names.filter((name) => MUTATIONS[name].onConflict === "fields")).toEqual(["task.update"]);
		expect(names.filter((name) => MUTATIONS[name].whenGone === "done")).toEqual([
			"task.delete",
			"checklistItem.delete",
			"board.delete",
			"examples.clear",
		]);
	});

	it("keeps only changes of the person's data in the offline queue, never an account or billing step", () => {
		expect(names.filter((name) => MUTATIONS[name].isQueued)).toEqual([
			"task.create",
			"task.update",
			"task.move",
			"task.skip",
			"task.delete",
			"task.deleteQuadrant",
			"checklistItem.create",
			"checklistItem.update",
			"checklistItem.move",
			"checklistItem.delete",
			"board.create",
			"board.update",
			"board.delete",
			"examples.clear",
			"examples.restore",
			"settings.update",
			"viewOptions.update",
		]);
	});
});
