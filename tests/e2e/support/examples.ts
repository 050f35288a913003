import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated } from "./journeys.ts";

/**
 * Clears the example tasks of a new user's first board through the API, as "Clear the examples" does, then reloads
 * the page: the tests that count and order their own tasks start from an empty board, as a person who cleared them
 * would. first-board.test.ts is about the examples themselves.
 */
export async function clearExamples(page: Page) {
	await clearExamplesThroughApi(page);
	await page.reload();
	await hydrated(page.locator("main"));
}

/** Clears the examples of every board of the page's user through the API (listing the boards creates the first one). */
export async function clearExamplesThroughApi(page: Page) {
	const { boards } = (await (await page.request.get("/api/v1/boards")).json()) as { boards: { id: string }[] };
	for (const { id } of boards) {
		expect((await page.request.delete(`/api/v1/boards/${id}/examples`)).status()).toBe(200);
	}
}
