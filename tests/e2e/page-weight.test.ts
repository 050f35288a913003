import { describe, expect, it } from "vitest";
import { QUADRANTS } from "#core/constants.ts";
import { setupBrowser } from "./support/browser.ts";
import { fr } from "./support/catalogs.ts";
import { hydrated } from "./support/journeys.ts";
import { addTaskByApi } from "./support/matrix.ts";

const session = setupBrowser();

// What one more task adds to the document of /matrix, its card's markup and its data: ~850 bytes; ~975 while the data
// named every field beside its value, ~1.7 KB before the cards shared their classes and the data lost the instants no
// page shows.
const BYTES_PER_TASK_BUDGET = 900;
const CATALOG_PRELOAD =
	/<link rel="preload" as="fetch" href="(\/assets\/translation-[\w-]+\.json)" crossorigin="anonymous"\/>/;

describe("page weight", () => {
	it("sends the language catalog as a cached asset the page preloads, not inside every page", async () => {
		const page = await session.anonymousPage();
		const document = await (await page.request.get("/fr/matrix")).text();
		// A message /matrix never shows: only a catalog inside the page would bring it.
		expect(document).not.toContain(fr.errors.internalServerError);
		const catalogPath = CATALOG_PRELOAD.exec(document)?.[1];
		expect(catalogPath).toBeDefined();
		const catalog = await page.request.get(catalogPath ?? "");
		expect(catalog.headers()["cache-control"]).toContain("immutable");
		expect(await catalog.json()).toEqual(fr);

		// The browser reads it from the preload (one request) and the page works in French.
		await page.goto("/fr/matrix");
		await hydrated(page.getByRole("searchbox", { name: fr.matrix.search }));
		const catalogRequests = await page.evaluate(
			(path) => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(path)).length,
			catalogPath ?? "",
		);
		expect(catalogRequests).toBe(1);
	});

	it("keeps each task's share of the /matrix document small", async () => {
		const page = await session.anonymousPage();
		const documentBytes = async () => (await (await page.request.get("/matrix")).body()).byteLength;
		const empty = await documentBytes();
		const count = 20;
		for (let index = 0; index < count; index++) {
			// Spread over the quadrants: Free holds 10 a quadrant.
			const quadrant = QUADRANTS[index % QUADRANTS.length] ?? "urgent-important";
			await addTaskByApi(page, quadrant, `Task number ${index}`, { description: "A line of description." });
		}
		const perTask = ((await documentBytes()) - empty) / count;
		console.info(`/matrix: ${Math.round(perTask)} bytes per task`);
		expect(perTask).toBeLessThanOrEqual(BYTES_PER_TASK_BUDGET);
	});
});
