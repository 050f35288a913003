import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Quadrant } from "#core/constants.ts";
import type { BrowserSession } from "./browser.ts";
import { en } from "./catalogs.ts";
import { message, openMatrix } from "./matrix.ts";

/**
 * Waits until the worker the first visit registered is active, its copies of the build's scripts made (its install
 * waits for them). A page whose load began while it installed stays uncontrolled; the person's next visit is controlled.
 */
export const workerReady = (page: Page) => page.evaluate(async () => void (await navigator.serviceWorker.ready));

/**
 * Waits until the worker controls the page (it claims the open pages once active, after copying the build's files):
 * from then on the code the page loads on demand, a dialog's say, comes from its copies when there is no network.
 */
export const workerControls = (page: Page) =>
	expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

/**
 * Waits until the worker controls the page and holds copies of `paths` that show `text` (it keeps them in the
 * background after a visit, as a save happens after a click): from then on they open offline.
 */
export async function copiesReady(page: Page, paths: string[], text: string) {
	await expect
		.poll(
			() =>
				page.evaluate(
					async ({ paths, text }) => {
						if (!navigator.serviceWorker.controller) return "no worker yet";
						for (const path of paths) {
							const copy = await caches.match(path);
							if (!copy || !(await copy.text()).includes(text)) return `no copy of ${path} with ${text}`;
						}
						return "ready";
					},
					{ paths, text },
				),
			{ timeout: 20_000 },
		)
		.toBe("ready");
}

export type ServerTask = {
	id: string;
	title: string;
	description: string | null;
	quadrant: Quadrant;
	status: string;
	version: number;
};

/** The tasks of the default board as the JSON API has them, in order within each quadrant. */
export async function apiTasks(page: Page): Promise<ServerTask[]> {
	const response = await page.request.get("/api/v1/tasks");
	expect(response.status()).toBe(200);
	return ((await response.json()) as { tasks: ServerTask[] }).tasks;
}

/** The status line "N unsent changes, kept on this device". */
export const unsent = (page: Page, count: number) =>
	page
		.getByRole("status")
		.getByText(message(count === 1 ? en.changeQueue.unsent_one : en.changeQueue.unsent_other, { count }));

/** A second device of the same user: a fresh browser context with the page's session (and nothing it stored). */
export async function secondDevice(session: BrowserSession, page: Page) {
	const other = await session.newPage({ storageState: await page.context().storageState() });
	await openMatrix(other);
	return other;
}
