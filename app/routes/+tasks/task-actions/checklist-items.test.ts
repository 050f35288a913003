import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { TaskStore } from "#app/lib/task-store.ts";
import type { TaskView } from "#core/tasks/task-view.ts";
import { taskView } from "#tests/fixtures/task-view.ts";
import type { ActionKit } from "./action-kit.ts";
import { checklistItemActions } from "./checklist-items.ts";

const item = (title: string, isDone = false, position = `a${title}`) => ({ id: title, title, isDone, position });
const TRIP = taskView({
	id: "00000000-0000-4000-8000-000000000301",
	title: "Trip",
	checklist: [item("A", true), item("B")],
});

/** The actions on a page holding `task`; `answer` is what the server answers each change (never, by default). */
function actionsOn(task: TaskView, answer: (change: { name: string; args: unknown }) => Promise<unknown>) {
	const store = new TaskStore([task]);
	const toast = { show: vi.fn() };
	const send = vi.fn(answer);
	const kit = {
		store,
		toast,
		send,
		t: ((key: string, values?: Record<string, unknown>) =>
			`${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction,
		run: (change, request, settle) => store.apply(change, request, settle).then(() => true),
		onRefused: vi.fn(),
	} as Partial<ActionKit> as ActionKit;
	const complete = vi.fn();
	const addTask = vi.fn(async () => true);
	return { store, toast, send, complete, addTask, actions: checklistItemActions(kit, { complete, addTask }) };
}
const never = () => new Promise<never>(() => {});
const shownTask = (store: TaskStore) => store.getSnapshot()[0] as TaskView;

describe("checklist item actions", () => {
	it("offer to complete the task when its last open item is ticked, and complete it only when asked", () => {
		const { store, toast, complete, actions } = actionsOn(TRIP, never);
		void actions.setItem(TRIP, "B", { isDone: true });
		expect(shownTask(store).checklist.map((row) => row.isDone)).toEqual([true, true]);
		expect(toast.show).toHaveBeenCalledTimes(1);
		const [offer] = toast.show.mock.calls[0] as [{ title: string; onAction: () => void }];
		expect(offer.title).toContain("checklist.allDone");
		expect(complete).not.toHaveBeenCalled();
		offer.onAction();
		expect(complete).toHaveBeenCalledWith(expect.objectContaining({ id: TRIP.id }));
	});

	it("offer nothing while an item is still open, or when the task is done already", () => {
		const three = { ...TRIP, checklist: [...TRIP.checklist, item("C")] };
		const open = actionsOn(three, never);
		void open.actions.setItem(three, "B", { isDone: true });
		expect(open.toast.show).not.toHaveBeenCalled();
		const done = actionsOn({ ...TRIP, status: "done" }, never);
		void done.actions.setItem(TRIP, "B", { isDone: true });
		expect(done.toast.show).not.toHaveBeenCalled();
	});

	it("add pasted lines in order, at the end, each its own change", () => {
		const { store, send, actions } = actionsOn(TRIP, never);
		void actions.addItems(TRIP, ["C", "D", "E"]);
		expect(shownTask(store).checklist.map((row) => row.title)).toEqual(["A", "B", "C", "D", "E"]);
		expect(send.mock.calls.map(([change]) => [change.name, (change.args as { title: string }).title])).toEqual([
			["checklistItem.create", "C"],
			["checklistItem.create", "D"],
			["checklistItem.create", "E"],
		]);
	});

	it("stop at the hundredth item with the limit's message, sending nothing beyond it", () => {
		const full = {
			...TRIP,
			checklist: Array.from({ length: 99 }, (_, index) => item(`s${index}`, false, `a${index}`)),
		};
		const { toast, send, actions } = actionsOn(full, never);
		void actions.addItems(full, ["One more", "Too many"]);
		expect(send).toHaveBeenCalledTimes(1);
		expect(toast.show).toHaveBeenCalledWith(
			expect.objectContaining({ tone: "error", title: expect.stringContaining("errorCodes.checklist_full") }),
		);
	});

	it("offer Undo for a deleted item, which adds it back as it was, before the item that followed it", async () => {
		const three = { ...TRIP, checklist: [...TRIP.checklist, item("C")] };
		const { toast, send, actions } = actionsOn(three, async ({ name }) =>
			name === "checklistItem.delete" ? { ...three, version: 2, checklist: [item("B"), item("C")] } : never(),
		);
		await actions.removeItem(three, item("A", true));
		const [offer] = toast.show.mock.calls[0] as [{ onAction: () => void }];
		offer.onAction();
		expect(send).toHaveBeenLastCalledWith(
			expect.objectContaining({
				name: "checklistItem.create",
				args: { id: three.id, itemId: "A", title: "A", isDone: true, before: "B" },
			}),
		);
	});

	it("make an item a task in the same quadrant and board, naming where it came from, then take it off the list", async () => {
		const { send, addTask, actions } = actionsOn(TRIP, async () => ({
			...TRIP,
			version: 2,
			checklist: [item("A", true)],
		}));
		await actions.makeTask(TRIP, item("B"));
		expect(addTask).toHaveBeenCalledWith({
			title: "B",
			description: 'checklist.fromTask {"title":"Trip"}',
			quadrant: TRIP.quadrant,
			boardId: TRIP.boardId,
		});
		expect(send).toHaveBeenCalledWith(
			expect.objectContaining({ name: "checklistItem.delete", args: { id: TRIP.id, itemId: "B" } }),
		);
	});
});
