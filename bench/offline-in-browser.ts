import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { NEW_TASK } from "#app/routes/+tasks/new-task.ts";
import { QUADRANTS } from "#core/constants.ts";
import { median, signedInContext, withChromium } from "./browser.ts";

// Issue 16's two figures (a benchmark, not a test): what the app's worker costs a first load of /matrix, and how long
// 500 changes kept offline take to reach the server once the network is back (ADRs 0033, 0034).

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const LOADS_EACH = 20;
const QUEUED_TASKS = 100;
/** Each queued task is created, renamed, described, moved and completed: five changes. */
const QUEUED_CHANGES = QUEUED_TASKS * 5;
const TIMEOUT_MS = 120_000;

type Session = { baseUrl: string; cookie: string };

/** Opens /matrix until the worker controls the page and keeps a copy of it: from then on it opens offline. */
async function withWorker(page: Page, baseUrl: string) {
	await page.goto(`${baseUrl}/matrix`);
	await page.evaluate(async () => void (await navigator.serviceWorker.ready));
	await page.goto(`${baseUrl}/matrix`);
	await page.waitForFunction(
		async () => navigator.serviceWorker.controller !== null && (await caches.match("/matrix")) !== undefined,
		undefined,
		{ timeout: 30_000, polling: 200 },
	);
}

async function navigationTiming(page: Page, url: string) {
	await page.goto(url, { waitUntil: "load" });
	return page.evaluate(() => {
		const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
		return { ttfb: entry?.responseStart ?? 0, load: entry?.loadEventStart ?? 0 };
	});
}

/**
 * /matrix of `cookie`'s user (200 tasks in the bench) loaded LOADS_EACH times with the worker in control and as many
 * times in a context that blocks workers, alternated so that both see the same machine; medians in ms.
 */
export async function measureWorkerCost({ baseUrl, cookie }: Session) {
	return withChromium(async (browser) => {
		const options = { userAgent: USER_AGENT };
		const workerContext = await signedInContext(browser, { baseUrl, cookie, options });
		const bareContext = await signedInContext(browser, {
			baseUrl,
			cookie,
			options: { ...options, serviceWorkers: "block" },
		});
		const withPage = await workerContext.newPage();
		await withWorker(withPage, baseUrl);
		const withoutPage = await bareContext.newPage();
		await navigationTiming(withoutPage, `${baseUrl}/matrix`);
		const figures = {
			with: { ttfb: [] as number[], load: [] as number[] },
			without: { ttfb: [] as number[], load: [] as number[] },
		};
		for (let run = 0; run < LOADS_EACH; run++) {
			for (const [side, page] of run % 2 === 0
				? ([
						["with", withPage],
						["without", withoutPage],
					] as const)
				: ([
						["without", withoutPage],
						["with", withPage],
					] as const)) {
				const timing = await navigationTiming(page, `${baseUrl}/matrix`);
				figures[side].ttfb.push(timing.ttfb);
				figures[side].load.push(timing.load);
			}
		}
		const round = (values: number[]) => Math.round(median(values) * 10) / 10;
		return {
			loads: LOADS_EACH,
			withWorker: { ttfbMs: round(figures.with.ttfb), loadMs: round(figures.with.load) },
			withoutWorker: { ttfbMs: round(figures.without.ttfb), loadMs: round(figures.without.load) },
		};
	});
}

type Stored = [string, unknown];

/** QUEUED_CHANGES entries as the page's queue stores them (app/lib/change-queue/queued-change.ts), in order. */
function queuedChanges(boardId: string): Stored[] {
	const start = Date.now();
	const entries: Stored[] = [];
	const push = (change: Record<string, unknown>) => {
		const id = `${String(start).padStart(15, "0")}-${String(entries.length).padStart(6, "0")}-bench0`;
		entries.push([id, { key: randomUUID(), baseVersion: null, madeAt: start, ...change }]);
	};
	const tasks = Array.from({ length: QUEUED_TASKS }, (_, index) => ({
		id: randomUUID(),
		boardId,
		...NEW_TASK,
		title: `Queued ${index}`,
		quadrant: QUADRANTS[index % QUADRANTS.length] ?? "urgent-important",
		position: `z${String(index).padStart(4, "0")}`,
		isExample: false,
		escalatedOn: null,
		isPinned: false,
		version: 0,
		checklist: [],
	}));
	// As a person makes them on a train: every task first, then one pass of edits after another.
	for (const task of tasks) {
		// What the app sends to create it: the task's fields without what the server decides.
		const {
			position: _position,
			isExample: _isExample,
			escalatedOn: _escalatedOn,
			isPinned: _isPinned,
			version: _version,
			checklist: _checklist,
			...created
		} = task;
		const body = { ...created, before: null };
		push({ method: "POST", path: "/tasks", body, shown: { kind: "upsert", tasks: [task] } });
	}
	const patch = (id: string, fields: Record<string, unknown>) =>
		push({ method: "PATCH", path: `/tasks/${id}`, body: fields, shown: { kind: "patch", id, fields } });
	for (const task of tasks) patch(task.id, { title: `${task.title} renamed` });
	for (const task of tasks) patch(task.id, { description: "Written offline." });
	for (const [index, task] of tasks.entries()) {
		const fields = { quadrant: QUADRANTS[(index + 1) % QUADRANTS.length] ?? "urgent-important", before: null };
		push({
			method: "POST",
			path: `/tasks/${task.id}/move`,
			body: fields,
			shown: { kind: "patch", id: task.id, fields: { quadrant: fields.quadrant } },
		});
	}
	for (const task of tasks) patch(task.id, { status: "done" });
	return entries;
}

/** Writes `entries` into the queue's IndexedDB database (idb-keyval's layout: one store, `changes`). */
async function storeQueued(page: Page, database: string, entries: Stored[]) {
	await page.evaluate(
		async ({ database, entries }) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const request = indexedDB.open(database);
				request.onupgradeneeded = () => request.result.createObjectStore("changes");
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			});
			const transaction = db.transaction("changes", "readwrite");
			for (const [id, change] of entries) transaction.objectStore("changes").put(change, id);
			await new Promise((resolve, reject) => {
				transaction.oncomplete = resolve;
				transaction.onerror = () => reject(transaction.error);
			});
			db.close();
		},
		{ database, entries },
	);
}

async function serverHasAll(context: BrowserContext, baseUrl: string, ids: Set<string>) {
	const response = await context.request.get(`${baseUrl}/api/v1/tasks`);
	const { tasks } = (await response.json()) as { tasks: { id: string; status: string }[] };
	return tasks.filter((task) => ids.has(task.id) && task.status === "done").length === ids.size;
}

/**
 * A new user's page with QUEUED_CHANGES changes kept offline (stored as the queue stores them, then the page reloaded
 * offline, which shows them as a reload does); the network comes back and the clock runs until the page's count of
 * unsent changes is gone and the server has every change. Answers seconds and what the requests themselves took.
 */
export async function measureReplay({ baseUrl, cookie }: Session) {
	const headers = { cookie };
	const me = (await (await fetch(`${baseUrl}/api/v1/me`, { headers })).json()) as { id: string };
	const { boards } = (await (await fetch(`${baseUrl}/api/v1/boards`, { headers })).json()) as {
		boards: { id: string; isDefault: boolean }[];
	};
	const boardId = boards.find((board) => board.isDefault)?.id ?? "";
	return withChromium(async (browser) => {
		const context = await signedInContext(browser, { baseUrl, cookie, options: { userAgent: USER_AGENT } });
		const page = await context.newPage();
		await withWorker(page, baseUrl);
		const entries = queuedChanges(boardId);
		const ids = new Set(
			entries.flatMap(([, change]) =>
				(change as { method: string; path: string; body: { id?: string } }).path === "/tasks"
					? [(change as { body: { id: string } }).body.id]
					: [],
			),
		);
		await context.setOffline(true);
		await storeQueued(page, `quadrant-changes-${me.id}`, entries);
		await page.reload();
		await page.waitForFunction(
			(count) =>
				[...document.querySelectorAll("[role=status]")].some((region) =>
					region.textContent?.includes(`${count} unsent change`),
				),
			QUEUED_CHANGES,
			{ timeout: 30_000 },
		);
		await page.evaluate(() => {
			performance.clearResourceTimings();
			performance.setResourceTimingBufferSize(10_000);
			const busy = { ms: 0 };
			Object.assign(window, { __busy: busy });
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries()) busy.ms += entry.duration;
			}).observe({ type: "longtask" });
		});
		const started = Date.now();
		await context.setOffline(false);
		await page.waitForFunction(
			() =>
				![...document.querySelectorAll("[role=status]")].some((region) =>
					/\d unsent change/.test(region.textContent ?? ""),
				),
			undefined,
			{ timeout: TIMEOUT_MS, polling: "raf" },
		);
		const queueEmptyMs = Date.now() - started;
		const onServer = await serverHasAll(context, baseUrl, ids);
		const allMs = Date.now() - started;
		const longTasksMs = await page.evaluate(() => (window as unknown as { __busy: { ms: number } }).__busy.ms);
		const requests = await page.evaluate(() =>
			(performance.getEntriesByType("resource") as PerformanceResourceTiming[])
				.filter((entry) => entry.name.includes("/api/v1/tasks"))
				.map((entry) => ({ start: entry.startTime, duration: entry.duration })),
		);
		await context.close();
		if (!onServer) throw new Error("the replay did not reach the server");
		const busy = requests.reduce((sum, { duration }) => sum + duration, 0);
		return {
			changes: QUEUED_CHANGES,
			queueEmptySeconds: Number((queueEmptyMs / 1000).toFixed(2)),
			serverHasAllSeconds: Number((allMs / 1000).toFixed(2)),
			requests: requests.length,
			medianRequestMs: Number(median(requests.map(({ duration }) => duration)).toFixed(1)),
			requestTimeSeconds: Number((busy / 1000).toFixed(2)),
			/** The page's main thread in tasks over 50 ms meanwhile (its own bookkeeping and rendering). */
			longTasksSeconds: Number((longTasksMs / 1000).toFixed(2)),
		};
	});
}
