// @vitest-environment happy-dom

import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import type { BoardView } from "#core/boards/board-view.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import en from "#locales/en/translation.json";
import { BoardsSection } from "./boards-section.tsx";

// The boards section against a stand-in for the boards API (the API itself is proven by the integration tests):
// the stand-in keeps the boards, and the page's loader reads them back when the section revalidates.

const DEFAULT_ID = "6f1c2b9e-4a6d-4c1e-9f3a-2b7d8e9a0c11";
const WORK_ID = "6f1c2b9e-4a6d-4c1e-9f3a-2b7d8e9a0c22";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TAKEN_MESSAGE = "You already have a board with this name.";

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let boards: BoardView[] = [];
let plan: Plan = "pro";

/** Set when the plan ended elsewhere: the server refuses what needs Pro although the page still says Pro. */
let isPlanEnded = false;
/** The server's answers wait for this: what the page shows meanwhile can be seen. */
let held: Promise<void> = Promise.resolve();

function answer(method: string, url: URL, body: { id?: string; name?: string; isDefault?: true } | undefined) {
	const id = url.pathname.split("/")[4];
	if (isPlanEnded) {
		const error = { code: "pro_required", message: "This needs Pro.", fields: {} };
		return Response.json({ error }, { status: 403 });
	}
	if (method === "POST") {
		if (body?.name === "Home") {
			const error = { code: "board_name_taken", message: TAKEN_MESSAGE, fields: { name: TAKEN_MESSAGE } };
			return Response.json({ error }, { status: 409 });
		}
		const created = { id: body?.id ?? "", name: body?.name ?? "", isDefault: false, taskCount: 0 };
		boards = [...boards, created];
		return Response.json(created, { status: 201 });
	}
	if (method === "PATCH") {
		boards = boards.map((board) => ({
			...board,
			name: board.id === id && body?.name ? body.name : board.name,
			isDefault: body?.isDefault ? board.id === id : board.isDefault,
		}));
		boards.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
		return Response.json(boards.find((board) => board.id === id));
	}
	const doomed = boards.find((board) => board.id === id);
	const moved = url.searchParams.get("deleteTasks") === "true" ? 0 : (doomed?.taskCount ?? 0);
	boards = boards
		.filter((board) => board.id !== id)
		.map((board) => (board.isDefault ? { ...board, taskCount: board.taskCount + moved } : board));
	return Response.json({ movedTasks: moved, deletedTasks: moved ? 0 : doomed?.taskCount });
}

beforeEach(() => {
	calls = [];
	isPlanEnded = false;
	held = Promise.resolve();
	boards = [
		{ id: DEFAULT_ID, name: "My board", isDefault: true, taskCount: 2 },
		{ id: WORK_ID, name: "Work", isDefault: false, taskCount: 3 },
	];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (path: string, init: RequestInit) => {
			const method = init.method ?? "GET";
			const body = init.body ? JSON.parse(String(init.body)) : undefined;
			calls.push({ method, path, body });
			await held;
			return answer(method, new URL(path, "http://quadrant.test"), body);
		}),
	);
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

function Section() {
	const data = useLoaderData() as { boards: BoardView[]; plan: Plan };
	return <BoardsSection boards={data.boards} plan={data.plan} userId="user-1" />;
}

function renderSection(onPlan: Plan) {
	plan = onPlan;
	const Stub = createRoutesStub([
		{ id: "root", path: "/", Component: Section, loader: () => ({ locale: "en", boards, plan }) },
	]);
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<Stub hydrationData={{ loaderData: { root: { locale: "en", boards, plan } } }} />
		</I18nextProvider>,
	);
	return userEvent.setup();
}

const names = () =>
	screen
		.getAllByRole("listitem")
		.map((item) => item.querySelector(".font-medium")?.textContent)
		.filter(Boolean);
const mutations = () => calls.filter((call) => call.method !== "GET");
const LAZY = { timeout: 5000 };

describe("boards on the profile page, on Pro", () => {
	it("creates a board with a new id and the name, showing the server's refusal of a taken name at the field", async () => {
		const user = renderSection("pro");
		await user.click(screen.getByRole("button", { name: en.boards.newBoard }));
		const dialog = await screen.findByRole("dialog", { name: en.boards.newBoardTitle }, LAZY);
		const field = within(dialog).getByLabelText(en.boards.name);
		await user.click(within(dialog).getByRole("button", { name: en.boards.create }));
		expect(within(dialog).getByText("Give the board a name of 1 to 50 characters.")).toBeTruthy();

		await user.type(field, "Home");
		await user.click(within(dialog).getByRole("button", { name: en.boards.create }));
		await vi.waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
		expect(within(dialog).getByText(TAKEN_MESSAGE)).toBeTruthy();

		await user.clear(field);
		await user.type(field, "Errands");
		await user.click(within(dialog).getByRole("button", { name: en.boards.create }));
		await vi.waitFor(() => expect(names()).toEqual(["My board", "Work", "Errands"]));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(screen.getByRole("status").textContent).toBe("Board “Errands” created.");
		const [refused, created] = mutations();
		const id = (refused?.body as { id: string } | undefined)?.id;
		expect(id).toMatch(UUID);
		expect(refused).toEqual({ method: "POST", path: "/api/v1/boards", body: { id, name: "Home" } });
		// The retry after the refusal names the same board.
		expect(created).toEqual({ method: "POST", path: "/api/v1/boards", body: { id, name: "Errands" } });
	});

	it("renames a board", async () => {
		const user = renderSection("pro");
		await user.click(screen.getByRole("button", { name: "Rename “Work”" }));
		const dialog = await screen.findByRole("dialog", { name: en.boards.renameTitle }, LAZY);
		const field = within(dialog).getByLabelText(en.boards.name);
		expect((field as HTMLInputElement).value).toBe("Work");
		await user.clear(field);
		await user.type(field, "Office{Enter}");
		await vi.waitFor(() => expect(names()).toEqual(["My board", "Office"]));
		expect(mutations()).toEqual([{ method: "PATCH", path: `/api/v1/boards/${WORK_ID}`, body: { name: "Office" } }]);
	});

	it("makes another board the default one", async () => {
		const user = renderSection("pro");
		expect(screen.queryByRole("button", { name: "Set as default: My board" })).toBeNull();
		await user.click(screen.getByRole("button", { name: "Set as default: Work" }));
		await vi.waitFor(() => expect(names()).toEqual(["Work", "My board"]));
		expect(mutations()).toEqual([{ method: "PATCH", path: `/api/v1/boards/${WORK_ID}`, body: { isDefault: true } }]);
		const [work] = screen.getAllByRole("listitem");
		expect(work?.textContent).toContain(en.boards.default);
		// The button used is gone; focus stays in the section.
		const heading = screen.getByRole("heading", { name: en.boards.label });
		await vi.waitFor(() => expect(document.activeElement).toBe(heading));
	});

	it("deletes a board, moving its tasks to the default board", async () => {
		const user = renderSection("pro");
		await user.click(screen.getByRole("button", { name: "Delete “Work”" }));
		const confirm = await screen.findByRole("alertdialog", { name: "Delete the board “Work”?" }, LAZY);
		expect(confirm.textContent).toContain("Its tasks will move to your default board, “My board”.");
		await user.click(within(confirm).getByRole("button", { name: en.boards.deleteConfirm }));
		await vi.waitFor(() => expect(names()).toEqual(["My board"]));
		expect(mutations()).toEqual([
			{ method: "DELETE", path: `/api/v1/boards/${WORK_ID}?deleteTasks=false`, body: undefined },
		]);
		expect(screen.getByRole("listitem").textContent).toContain("5 tasks");
		expect(screen.getByRole("status").textContent).toBe("Board “Work” deleted.");
	});

	it("deletes a board with all its tasks when asked to, naming how many", async () => {
		const user = renderSection("pro");
		await user.click(screen.getByRole("button", { name: "Delete “Work”" }));
		const confirm = await screen.findByRole("alertdialog", { name: "Delete the board “Work”?" }, LAZY);
		await user.click(within(confirm).getByRole("checkbox", { name: en.boards.deleteTasksToo }));
		expect(confirm.textContent).toContain("3 tasks will be deleted with it. This cannot be undone.");
		await user.click(within(confirm).getByRole("button", { name: en.boards.deleteConfirm }));
		await vi.waitFor(() => expect(names()).toEqual(["My board"]));
		expect(mutations()).toEqual([
			{ method: "DELETE", path: `/api/v1/boards/${WORK_ID}?deleteTasks=true`, body: undefined },
		]);
		expect(screen.getByRole("listitem").textContent).toContain("2 tasks");
	});

	it("shows a change at once and, refused for the plan, undoes it and opens the upgrade prompt", async () => {
		isPlanEnded = true;
		let answer = () => {};
		held = new Promise((resolve) => {
			answer = resolve;
		});
		const user = renderSection("pro");
		await user.click(screen.getByRole("button", { name: "Set as default: Work" }));
		expect(names()).toEqual(["My board", "Work"]);
		expect(screen.getAllByRole("listitem")[1]?.textContent).toContain(en.boards.default);
		answer();
		const prompt = await screen.findByRole("dialog", { name: en.upgrade.title }, LAZY);
		await user.click(within(prompt).getByRole("button", { name: en.upgrade.notNow }));
		expect(screen.getAllByRole("listitem")[0]?.textContent).toContain(en.boards.default);
		expect(screen.getAllByRole("listitem")[1]?.textContent).not.toContain(en.boards.default);
	});

	it("offers no way to delete the default board", () => {
		renderSection("pro");
		const [defaultBoard] = screen.getAllByRole("listitem");
		expect(within(defaultBoard as HTMLElement).queryByRole("button", { name: /Delete/ })).toBeNull();
		expect(screen.queryByRole("button", { name: "Delete “My board”" })).toBeNull();
		expect(screen.getByRole("button", { name: "Delete “Work”" })).toBeTruthy();
	});
});

describe("boards on the profile page, on Free", () => {
	it.each([
		["New board", en.boards.newBoard],
		["Set as default", "Set as default: Work"],
		["Rename another board", "Rename “Work”"],
	])("%s opens the upgrade prompt and asks nothing of the server", async (_, button) => {
		const user = renderSection("free");
		await user.click(screen.getByRole("button", { name: button }));
		const prompt = await screen.findByRole("dialog", { name: en.upgrade.title }, LAZY);
		expect(prompt.textContent).toContain(en.upgrade.proRequired);
		await user.click(within(prompt).getByRole("button", { name: en.upgrade.notNow }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(calls).toEqual([]);
	});

	it("renames the default board and deletes another one", async () => {
		const user = renderSection("free");
		await user.click(screen.getByRole("button", { name: "Rename “My board”" }));
		const dialog = await screen.findByRole("dialog", { name: en.boards.renameTitle }, LAZY);
		await user.type(within(dialog).getByLabelText(en.boards.name), " at home{Enter}");
		await vi.waitFor(() => expect(names()).toEqual(["My board at home", "Work"]));

		await user.click(screen.getByRole("button", { name: "Delete “Work”" }));
		const confirm = await screen.findByRole("alertdialog", undefined, LAZY);
		await user.click(within(confirm).getByRole("button", { name: en.boards.deleteConfirm }));
		await vi.waitFor(() => expect(names()).toEqual(["My board at home"]));
		expect(mutations().map(({ method, path }) => `${method} ${path}`)).toEqual([
			`PATCH /api/v1/boards/${DEFAULT_ID}`,
			`DELETE /api/v1/boards/${WORK_ID}?deleteTasks=false`,
		]);
	});
});
