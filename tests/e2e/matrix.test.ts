import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { QUADRANTS } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { BROWSER_USER_AGENT, en, MESSAGES } from "./support/catalogs.ts";
import { clearExamplesThroughApi } from "./support/examples.ts";
import { addTaskByApi, chooseStackedLayout, message, openMatrix, region, titlesIn } from "./support/matrix.ts";

const session = setupBrowser();

describe("the matrix", () => {
	it("shows the four quadrants with their hints, counts and tasks in the user's order, rendered on the server", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Call the plumber");
		await addTaskByApi(page, "urgent-important", "Pay the rent");
		await addTaskByApi(page, "not-urgent-not-important", "Sort old photos");

		// The server's HTML already carries the tasks: no spinner, no second request.
		const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
		const html = await (
			await fetch(`${session.baseUrl}/matrix`, { headers: { cookie, "user-agent": BROWSER_USER_AGENT } })
		).text();
		expect(html).toContain("Call the plumber");

		await page.goto("/matrix");
		for (const quadrant of QUADRANTS) {
			await expect.poll(() => region(page, quadrant).isVisible()).toBe(true);
			expect(await region(page, quadrant).getByText(en.quadrants[quadrant].hint).count()).toBe(1);
		}
		const urgent = region(page, "urgent-important");
		expect(await urgent.getByRole("article").allTextContents()).toEqual([
			expect.stringContaining("Call the plumber"),
			expect.stringContaining("Pay the rent"),
		]);
		// A card shows no defaults (medium priority, to do); its name still says them.
		const rent = urgent.getByRole("article", {
			name: `Pay the rent ${en.task.priority.medium}${en.matrix.factSeparator}${en.task.status.todo}`,
			exact: true,
		});
		expect(await rent.getByText(en.task.priority.medium, { exact: true }).count()).toBe(0);
		expect(await rent.getByText(en.task.status.todo, { exact: true }).count()).toBe(0);
		expect(await urgent.getByText(en.boards.taskCount_other.replace("{{count}}", "2"), { exact: true }).count()).toBe(
			1,
		);
		expect(await region(page, "not-urgent-important").textContent()).toContain(
			en.quadrants["not-urgent-important"].empty,
		);
		await expectNoAxeViolations(page);
	});

	it("names the quadrants in the page's language and stacks them on a narrow screen in the stacked layout", async () => {
		const page = await session.anonymousPage({ viewport: { width: 360, height: 800 } });
		await chooseStackedLayout(page);
		await page.goto("/ja/matrix");
		const names = QUADRANTS.map((quadrant) => MESSAGES.ja.quadrants[quadrant].name);
		const boxes = [];
		for (const name of names) {
			const box = await page.getByRole("region", { name }).boundingBox();
			expect(box, name).not.toBeNull();
			boxes.push(box);
		}
		// One column: every quadrant starts at the same left edge, each below the previous one.
		expect(new Set(boxes.map((box) => Math.round(box?.x ?? 0))).size).toBe(1);
		for (let index = 1; index < boxes.length; index++) {
			expect(boxes[index]?.y ?? 0).toBeGreaterThan(boxes[index - 1]?.y ?? 0);
		}
		await expectNoAxeViolations(page);
	});

	it("stays one screen at 1280×800 with ten tasks a quadrant: each scrolls alone, sorts as chosen, counts what is left", async () => {
		const page = await session.anonymousPage({ viewport: { width: 1280, height: 800 } });
		await clearExamplesThroughApi(page);
		for (const quadrant of QUADRANTS) {
			for (let index = 1; index <= 10; index++) {
				const fields = index === 1 ? { status: "done" } : index === 10 ? { priority: "high" } : {};
				await addTaskByApi(page, quadrant, `${quadrant} task ${index}`, fields);
			}
		}
		// Completed tasks shown, so the counters are seen to leave them out (new users hide them by default).
		const shown = await page.request.patch("/api/v1/view-options", {
			data: { hideCompleted: false },
			headers: { "content-type": "application/json" },
		});
		expect(shown.status()).toBe(200);
		await openMatrix(page);

		const inViewport = async (locale: "en" | "ja") => {
			for (const quadrant of QUADRANTS) {
				const section = page.getByRole("region", { name: MESSAGES[locale].quadrants[quadrant].name });
				for (const part of [section.getByRole("heading", { level: 2 }), section.locator("[data-quick-add]")]) {
					const box = await part.boundingBox();
					expect(box, `${locale} ${quadrant}`).not.toBeNull();
					expect((box?.y ?? 0) + (box?.height ?? 0), `${locale} ${quadrant}`).toBeLessThanOrEqual(800);
				}
			}
		};
		await inViewport("en");
		const urgent = region(page, "urgent-important");
		expect(await urgent.getByRole("article").count()).toBe(10);
		expect(await urgent.textContent()).toContain(message(en.boards.taskCount_other, { count: 9 }));

		// The list scrolls inside its quadrant; the page itself stays put.
		const list = urgent.locator(".quadrant-tasks");
		const scrolled = await list.evaluate((element) => {
			element.scrollTop = element.scrollHeight;
			return { scrollTop: element.scrollTop, pageY: window.scrollY };
		});
		expect(scrolled.scrollTop).toBeGreaterThan(0);
		expect(scrolled.pageY).toBe(0);
		await inViewport("en");

		expect((await titlesIn(page, "urgent-important"))[0]).toBe("urgent-important task 1");
		await page.getByRole("button", { name: en.matrix.viewOptions }).click();
		await page.getByRole("menuitemradio", { name: en.viewOptions.sort.priority }).click();
		await page.keyboard.press("Escape");
		await expect.poll(async () => (await titlesIn(page, "urgent-important"))[0]).toBe("urgent-important task 10");
		expect(await page.getByText(en.viewOptions.sortedNote.priority).count()).toBe(1);
		await expectNoAxeViolations(page);

		// The sort is the user's: kept across a reload and in another language.
		await page.goto("/ja/matrix");
		await expect
			.poll(
				async () => await page.locator('section[data-quadrant="urgent-important"] article h3').first().textContent(),
			)
			.toBe("urgent-important task 10");
		await inViewport("ja");
		await expectNoAxeViolations(page);
	});

	it("answers 404 for a board that is not the user's", async () => {
		const page = await session.anonymousPage();
		const response = await page.goto(`/matrix?board=${randomUUID()}`);
		expect(response?.status()).toBe(404);
	});
});
