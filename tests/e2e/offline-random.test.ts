import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";
import { seededRandom } from "#tests/setup/seeded-random.ts";
import { allowNetworkFailures, allowRefusal, changesSaved, setupBrowser } from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { openMatrix, quickAdd, region } from "./support/matrix.ts";
import { apiTasks, type ServerTask, secondDevice, workerReady } from "./support/offline.ts";

// Issue 16's randomized test: two devices of one user make changes with the network coming and going; once both are
// back, the server and both screens agree, and no change either device made is lost unless a later change overrode it
// (ADR 0034). OFFLINE_RANDOM_SEED=<seed> replays a run that failed.

const session = setupBrowser({ serviceWorkers: "allow" });

const RUNS = 30;
const STEPS = 10;
const SEED = Number(process.env.OFFLINE_RANDOM_SEED ?? Math.floor(Math.random() * 2 ** 31));

type Side = "a" | "b";
const FIELDS = ["title", "description", "quadrant", "status"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** What the test knows of a task: where it started, the last value each device gave each field, and whether deleted. */
type Known = { initial: Values; writes: Record<Side, Partial<Values>>; isDeleted: boolean };

/** A task as a screen shows it, or the server has it, in the order of its quadrant. */
type Shown = { id: string; title: string; quadrant: Quadrant; isDone: boolean };

type Device = { side: Side; page: Page; isOffline: boolean };

/** The cards of the matrix, quadrant by quadrant, top to bottom. */
async function screenOf(page: Page): Promise<Shown[]> {
	const shown: Shown[] = [];
	for (const quadrant of QUADRANTS) {
		const cards = await region(page, quadrant)
			.locator("article[data-task-id]")
			.evaluateAll((nodes) =>
				nodes.map((node) => ({
					id: node.getAttribute("data-task-id") ?? "",
					title: node.querySelector("h3")?.textContent ?? "",
					isDone: node.querySelector<HTMLInputElement>("input[type=checkbox]")?.checked ?? false,
				})),
			);
		shown.push(...cards.map(({ id, title, isDone }) => ({ id, title, quadrant, isDone })));
	}
	return shown;
}

async function serverShown(page: Page): Promise<Shown[]> {
	const tasks = await apiTasks(page);
	return QUADRANTS.flatMap((quadrant) =>
		tasks
			.filter((task) => task.quadrant === quadrant)
			.map(({ id, title, status }) => ({ id, title, quadrant, isDone: status === "done" })),
	);
}

const card = (page: Page, id: string) => page.locator(`article[data-task-id="${id}"]`);

/** How long an action waits for its card, which live sync may remove or change meanwhile. */
const WITHIN = { timeout: 5_000 };
/**
 * How long the editor's steps wait once its card was clicked: the dialog is loaded on demand, and under CI's load
 * (two Chromiums and the server on two cores) it once took longer than 5 s to appear (2026-11-29, run 15 of 30).
 */
const IN_EDITOR = { timeout: 15_000 };

/**
 * Does `act` on a card, unless live sync removed the card first (another device deleted the task): then answers
 * undefined, the action not made, and closes what it left open.
 */
async function onCard(page: Page, id: string, act: (within: Locator) => Promise<string>) {
	try {
		return await act(card(page, id));
	} catch (error) {
		if ((await card(page, id).count()) > 0) throw error;
		await page.keyboard.press("Escape");
		return undefined;
	}
}

/** Refusals a conflict provokes on purpose (a stale version, a task deleted elsewhere) are not console errors here. */
function allowConflicts(pages: Page[], id: string) {
	for (const page of pages) {
		allowRefusal(page, `/api/v1/tasks/${id}`, 404);
		allowRefusal(page, `/api/v1/tasks/${id}`, 409);
		allowRefusal(page, `/api/v1/tasks/${id}/move`, 404);
	}
}

/** One random run: its own tasks, its own changes; throws with what went wrong. */
async function run(index: number, devices: [Device, Device], random: ReturnType<typeof seededRandom>, log: string[]) {
	const [first] = devices;
	const pages = devices.map(({ page }) => page);
	const known = new Map<string, Known>();
	let counter = 0;
	const name = (side: Side) => `R${index} ${side}${++counter}`;

	// A clean start: yesterday's tasks deleted through the API, two new ones, and both screens showing just those.
	for (const { id } of await apiTasks(first.page))
		expect((await first.page.request.delete(`/api/v1/tasks/${id}`)).status()).toBe(204);
	for (const quadrant of ["urgent-important", "not-urgent-important"] as const) {
		const id = randomUUID();
		const title = `R${index} seed ${quadrant}`;
		const created = await first.page.request.post("/api/v1/tasks", { data: { id, title, quadrant } });
		expect(created.status()).toBe(201);
		known.set(id, {
			initial: { title, description: "", quadrant, status: "todo" },
			writes: { a: {}, b: {} },
			isDeleted: false,
		});
		allowConflicts(pages, id);
	}
	for (const page of pages)
		await expect.poll(async () => (await screenOf(page)).map(({ id }) => id)).toEqual([...known.keys()]);

	const write = (side: Side, id: string, fields: Partial<Values>) => {
		const task = known.get(id);
		if (task) Object.assign(task.writes[side], fields);
	};

	for (let step = 0; step < STEPS; step++) {
		// The network comes and goes, for either device, between any two changes.
		for (const device of devices) {
			if (!random.chance(0.35)) continue;
			device.isOffline = !device.isOffline;
			log.push(`${device.side} ${device.isOffline ? "offline" : "online"}`);
			await device.page.context().setOffline(device.isOffline);
		}
		const { side, page } = random.pick(devices);
		const onScreen = await screenOf(page);
		const target = onScreen.length > 0 ? random.pick(onScreen) : undefined;
		const kind = target && known.size < 8 ? random.pick(OPERATIONS) : "add";
		if (kind === "add" || !target) {
			const quadrant = random.pick(QUADRANTS);
			const title = name(side);
			await quickAdd(page, quadrant, title);
			const added = region(page, quadrant)
				.locator("article[data-task-id]")
				.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
			const id = (await added.getAttribute("data-task-id")) ?? "";
			known.set(id, {
				initial: { title, description: "", quadrant, status: "todo" },
				writes: { a: {}, b: {} },
				isDeleted: false,
			});
			allowConflicts(pages, id);
			log.push(`${side} adds “${title}” to ${quadrant}`);
			continue;
		}
		const { id } = target;
		const done = await onCard(page, id, async (within) => {
			if (kind === "edit") {
				await within.locator("h3 button").click(WITHIN);
				const editor = page.getByRole("dialog", { name: en.editor.editTitle });
				const fields: Partial<Values> = {};
				if (random.chance(0.6)) fields.title = name(side);
				if (!fields.title || random.chance(0.5)) fields.description = `Notes ${name(side)}`;
				if (fields.title) await editor.getByLabel(en.editor.title).fill(fields.title, IN_EDITOR);
				if (fields.description) await editor.getByLabel(en.editor.description).fill(fields.description, IN_EDITOR);
				await editor.getByRole("button", { name: en.common.save }).click(IN_EDITOR);
				await editor.waitFor({ state: "hidden", ...IN_EDITOR });
				write(side, id, fields);
				return `edits “${target.title}”: ${JSON.stringify(fields)}`;
			}
			if (kind === "move") {
				const quadrant = random.pick(QUADRANTS.filter((candidate) => candidate !== target.quadrant));
				await within.focus(WITHIN);
				await page.keyboard.press(String(QUADRANTS.indexOf(quadrant) + 1));
				write(side, id, { quadrant });
				return `moves “${target.title}” to ${quadrant}`;
			}
			if (kind === "complete") {
				// Read and clicked in one go: live sync may tick it between a read and a click. Read again a task later,
				// once React has rendered the click: a failed run's story says whether the screen took it.
				const [wasDone, isDoneAfter] = await within.getByRole("checkbox").evaluate(
					async (checkbox: HTMLInputElement) => {
						const isChecked = checkbox.checked;
						checkbox.click();
						await new Promise((resolve) => setTimeout(resolve, 0));
						return [isChecked, checkbox.checked] as const;
					},
					undefined,
					WITHIN,
				);
				const status = wasDone ? "todo" : "done";
				write(side, id, { status });
				return `marks “${target.title}” ${status}${isDoneAfter === wasDone ? " (its checkbox did not change)" : ""}`;
			}
			await within.focus(WITHIN);
			await page.keyboard.press("Delete");
			const task = known.get(id);
			if (task) task.isDeleted = true;
			return `deletes “${target.title}”`;
		});
		log.push(`${side} ${done ?? `${kind}: “${target.title}” went first`}`);
	}

	// Both back online: the queues drain, live sync settles, and the server and both screens agree.
	for (const device of devices) {
		device.isOffline = false;
		await device.page.context().setOffline(false);
	}
	/** "agree", or what does not: the screens against the server, or a change the server lost. */
	const verdict = async () => {
		for (const page of pages) await changesSaved(page);
		const server = await serverShown(first.page);
		const screens = await Promise.all(pages.map(screenOf));
		if (screens.some((screen) => JSON.stringify(screen) !== JSON.stringify(server))) return { server, screens };
		return lostChanges(known, await apiTasks(first.page)) ?? "agree";
	};
	// A merge after a refusal reads the task before it sends again: the answers settle a little after the last request.
	await expect.poll(verdict, { timeout: 30_000 }).toBe("agree");
	// Settled: no screen says it keeps an unsent change (so none is left to send), and they still agree.
	for (const page of pages) await expect.poll(() => unsentShown(page).count()).toBe(0);
	expect(await verdict(), "still so once settled").toBe("agree");
}

/** The status line "N unsent changes, kept on this device", whatever N. */
const unsentShown = (page: Page) =>
	page
		.getByRole("status")
		.getByText(new RegExp(en.changeQueue.unsent_other.replace("{{count}}", "\\d+").replace(/s,/, "s?,")));

/**
 * Nothing lost: a task deleted is gone and any other one is there; each field ends as the only device that changed it
 * left it, or as either left it when both did. Answers what is wrong, or undefined.
 */
function lostChanges(known: Map<string, Known>, tasks: ServerTask[]) {
	const server = new Map(tasks.map((task) => [task.id, task]));
	for (const [id, task] of known) {
		const saved = server.get(id);
		if (task.isDeleted !== (saved === undefined))
			return `“${task.initial.title}” ${task.isDeleted ? "was deleted but is there" : "is missing"}`;
		if (!saved) continue;
		for (const field of FIELDS) {
			const written = [task.writes.a[field], task.writes.b[field]].filter((value) => value !== undefined);
			const allowed = written.length > 0 ? written : [task.initial[field]];
			const value = String(saved[field] ?? "");
			if (!allowed.includes(value))
				return `${field} of “${task.initial.title}” is ${JSON.stringify(value)}, not one of ${JSON.stringify(allowed)}`;
		}
	}
	return undefined;
}

const OPERATIONS = ["add", "edit", "edit", "move", "move", "complete", "complete", "delete"] as const;

describe("changes made offline on two devices, with the network coming and going", () => {
	it(`converge on the server and both screens, losing no change, in ${RUNS} random runs`, {
		timeout: 420_000,
	}, async () => {
		// After one online visit, as the app promises: the worker installed with the build's scripts (the parts loaded on
		// demand too), and the page loaded again under it. Cut off sooner, a part not yet loaded cannot load offline.
		const a = await session.anonymousPage();
		await workerReady(a);
		await openMatrix(a);
		// The second device too: without its worker, a part it has not loaded yet cannot load while it is offline.
		const b = await secondDevice(session, a);
		await workerReady(b);
		await openMatrix(b);
		for (const page of [a, b]) allowNetworkFailures(page);
		const devices: [Device, Device] = [
			{ side: "a", page: a, isOffline: false },
			{ side: "b", page: b, isOffline: false },
		];
		const random = seededRandom(SEED);
		const started = Date.now();
		let log: string[] = [];
		// What the server answered to each change, for the story of a run that failed.
		for (const { side, page } of devices) {
			page.on("requestfinished", async (request) => {
				const path = new URL(request.url()).pathname;
				if (request.method() === "GET" || !path.startsWith("/api/v1/tasks")) return;
				const response = await request.response();
				log.push(
					`  ${side} ${request.method()} ${path} ${JSON.stringify(request.postDataJSON())} → ${response?.status()}`,
				);
			});
			page.on("requestfailed", (request) => {
				if (request.url().includes("/api/v1/tasks")) log.push(`  ${side} ${request.method()} ${request.url()} failed`);
			});
		}
		for (let index = 1; index <= RUNS; index++) {
			log = [];
			try {
				await run(index, devices, random, log);
			} catch (error) {
				throw new Error(
					`Run ${index} of ${RUNS} failed; replay with OFFLINE_RANDOM_SEED=${SEED}\n${log.join("\n")}\n${String(error)}`,
					{ cause: error },
				);
			}
		}
		console.info(`${RUNS} runs with seed ${SEED} in ${Math.round((Date.now() - started) / 1000)} s`);
	});
});
