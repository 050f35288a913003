import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Quadrant } from "#core/constants.ts";
import { en } from "./catalogs.ts";
import { hydrated } from "./journeys.ts";

/** An English message with its {{placeholders}} filled in. */
export const message = (template: string, values: Record<string, string | number>) =>
	template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

export const quadrantName = (quadrant: Quadrant) => en.quadrants[quadrant].name;

export const region = (page: Page, quadrant: Quadrant) => page.getByRole("region", { name: quadrantName(quadrant) });

export const card = (page: Page, quadrant: Quadrant, title: string) =>
	region(page, quadrant).getByRole("article", { name: title });

/** The titles of a quadrant's cards, top to bottom. */
export const titlesIn = (page: Page, quadrant: Quadrant) =>
	region(page, quadrant).locator("article h3").allTextContents();

/** Adds a task through the JSON API with the page's session, as an integration would. */
export async function addTaskByApi(
	page: Page,
	quadrant: Quadrant,
	title: string,
	fields: Record<string, unknown> = {},
) {
	const response = await page.request.post("/api/v1/tasks", {
		data: { id: randomUUID(), title, quadrant, ...fields },
		headers: { "content-type": "application/json" },
	});
	expect(response.status()).toBe(201);
}

/** Chooses the stacked layout on phones (the four quadrants in one column) through the JSON API, as an integration would. */
export async function chooseStackedLayout(page: Page) {
	const response = await page.request.patch("/api/v1/view-options", {
		data: { phoneGrid: false },
		headers: { "content-type": "application/json" },
	});
	expect(response.status()).toBe(200);
}

/** Opens /matrix and waits until it answers to input. */
export async function openMatrix(page: Page) {
	await page.goto("/matrix");
	await hydrated(page.getByRole("searchbox", { name: en.matrix.search }));
	await page.waitForLoadState("networkidle");
}

/** Types a title into a quadrant's quick-add field and presses Enter. */
export async function quickAdd(page: Page, quadrant: Quadrant, title: string) {
	const field = region(page, quadrant).getByLabel(
		message(en.matrix.quickAddLabel, { quadrant: quadrantName(quadrant) }),
	);
	await field.fill(title);
	await field.press("Enter");
}

/** Shows completed tasks through the JSON API (new users hide them): for tests about what a done task looks like. */
export async function showCompletedTasks(page: Page) {
	const response = await page.request.patch("/api/v1/view-options", {
		data: { hideCompleted: false },
		headers: { "content-type": "application/json" },
	});
	expect(response.status()).toBe(200);
}
