// @vitest-environment happy-dom

import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useRouteLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import { packPageTasks } from "#app/lib/page-task.ts";
import type { Plan } from "#core/plans/plan-name.ts";
import { VIEW_OPTION_DEFAULTS } from "#core/settings/view-option-defaults.ts";
import en from "#locales/en/translation.json";
import { taskView } from "#tests/fixtures/task-view.ts";
import { MatrixPage } from "./matrix-page.tsx";

// The Pro paths of the matrix, until billing lets a browser test become Pro: the page with a stand-in for the
// JSON API's answers (the API itself is proven by the integration tests).

const BOARD_ID = "6f1c2b9e-4a6d-4c1e-9f3a-2b7d8e9a0c11";
const task = (id: string, title: string, position: string) => taskView({ id, title, position, boardId: BOARD_ID });
const TASKS = [
	task("0b6f0c1e-1111-4d2a-9c1e-000000000001", "Call the bank", "a0"),
	task("0b6f0c1e-1111-4d2a-9c1e-000000000002", "Pay the rent", "a1"),
];

const WORK_BOARD_ID = "6f1c2b9e-4a6d-4c1e-9f3a-2b7d8e9a0c22";
const BOARDS = [
	{ id: BOARD_ID, name: "My board", isDefault: true, taskCount: 2 },
	{ id: WORK_BOARD_ID, name: "Work", isDefault: false, taskCount: 0 },
];

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

beforeEach(() => {
	calls = [];
	vi.stubGlobal(
		"fetch",
		vi.fn(async (url: string, init: RequestInit) => {
			const body = init.body ? JSON.parse(String(init.body)) : undefined;
			calls.push({ method: init.method ?? "GET", path: url, body });
			if (url === "/api/v1/tasks/bulk-delete") return Response.json({ deleted: TASKS.length });
			if (url === "/api/v1/tasks") return Response.json({ ...body, position: "a9", version: 1 }, { status: 201 });
			return Response.json({});
		}),
	);
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

function PageWithPlan() {
	const { plan, boards } = useRouteLoaderData("root") as { plan: Plan; boards?: typeof BOARDS };
	return (
		<MatrixPage
			board={BOARDS[0] ?? null}
			boards={boards ?? BOARDS.slice(0, 1)}
			tasks={packPageTasks(TASKS)}
			viewOptions={VIEW_OPTION_DEFAULTS}
			plan={plan}
			freeTasksPerQuadrant={10}
			syncPosition={0}
			userId="user-of-the-test"
		/>
	);
}

const Stub = createRoutesStub([{ id: "root", path: "/", Component: PageWithPlan }]);

function renderMatrix(plan: Plan, boards?: typeof BOARDS) {
	render(
		<I18nextProvider i18n={createI18n("en", en)}>
			<Stub hydrationData={{ loaderData: { root: { locale: "en", plan, boards } } }} />
		</I18nextProvider>,
	);
	return userEvent.setup();
}

const quadrant = () => screen.getByRole("region", { name: en.quadrants["urgent-important"].name, hidden: true });
const titles = () =>
	within(quadrant())
		.queryAllByRole("article", { hidden: true })
		.map((article) => article.querySelector("h3")?.textContent);

describe("delete all items of a quadrant", () => {
	it("on Pro, asks with the count, deletes them all in one request, and Undo puts them back in order", async () => {
		const user = renderMatrix("pro");
		await user.click(await screen.findByRole("button", { name: "Delete all tasks in “Urgent & Important”" }));
		const confirm = await screen.findByRole("alertdialog");
		expect(confirm.textContent).toContain("2 tasks will be deleted.");
		await user.click(within(confirm).getByRole("button", { name: "Delete 2 tasks" }));

		await vi.waitFor(() => expect(titles()).toEqual([]));
		expect(calls).toContainEqual({
			method: "POST",
			path: "/api/v1/tasks/bulk-delete",
			body: { boardId: BOARD_ID, quadrant: "urgent-important" },
		});
		await user.click(await screen.findByRole("button", { name: en.matrix.undo }, { timeout: 5000 }));
		await vi.waitFor(() => expect(titles()).toEqual(["Call the bank", "Pay the rent"]));
		const recreated = calls.filter((call) => call.method === "POST" && call.path === "/api/v1/tasks");
		expect(recreated.map((call) => (call.body as { id: string }).id)).toEqual(TASKS.map(({ id }) => id));
	});

	it("on Free, opens the upgrade prompt and deletes nothing", async () => {
		const user = renderMatrix("free");
		await user.click(await screen.findByRole("button", { name: "Delete all tasks in “Urgent & Important”" }));
		const prompt = await screen.findByRole("dialog", { name: en.upgrade.title }, { timeout: 5000 });
		expect(prompt.textContent).toContain(en.upgrade.proRequired);
		expect(titles()).toEqual(["Call the bank", "Pay the rent"]);
		expect(calls).toEqual([]);
	});
});

describe("moving a task to another board", () => {
	it("on Pro, sends it to the chosen board and takes it out of this one", async () => {
		const user = renderMatrix("pro", BOARDS);
		await user.click(await screen.findByRole("button", { name: "Actions for “Pay the rent”" }));
		await user.click(await screen.findByRole("menuitem", { name: "Work" }, { timeout: 5000 }));
		await vi.waitFor(() => expect(titles()).toEqual(["Call the bank"]));
		expect(calls).toContainEqual({
			method: "POST",
			path: `/api/v1/tasks/${TASKS[1]?.id}/move`,
			body: { quadrant: "urgent-important", before: null, boardId: WORK_BOARD_ID },
		});
	});

	it("on Free, opens the upgrade prompt for a board other than the default one", async () => {
		const user = renderMatrix("free", BOARDS);
		await user.click(await screen.findByRole("button", { name: "Actions for “Pay the rent”" }));
		await user.click(await screen.findByRole("menuitem", { name: "Work" }, { timeout: 5000 }));
		await screen.findByRole("dialog", { name: en.upgrade.title }, { timeout: 5000 });
		expect(titles()).toEqual(["Call the bank", "Pay the rent"]);
		expect(calls).toEqual([]);
	});
});

describe("editing a task", () => {
	it("sends only the fields changed, so a value carried along as shown never overwrites one changed elsewhere", async () => {
		const user = renderMatrix("free");
		await user.click(await screen.findByRole("button", { name: "Pay the rent" }, { timeout: 5000 }));
		const editor = await screen.findByRole("dialog", { name: en.editor.editTitle }, { timeout: 5000 });
		const title = within(editor).getByLabelText(en.editor.title);
		await user.clear(title);
		await user.type(title, "Pay the rent today");
		await user.click(within(editor).getByRole("button", { name: en.common.save }));

		await vi.waitFor(() =>
			expect(calls.filter((call) => call.method === "PATCH")).toEqual([
				{ method: "PATCH", path: `/api/v1/tasks/${TASKS[1]?.id}`, body: { title: "Pay the rent today", version: 1 } },
			]),
		);
	});
});
