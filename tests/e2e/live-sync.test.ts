import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type ServerProcess, startServer } from "#tests/setup/server-process.ts";
import { becomePro } from "./support/billing.ts";
import {
	ACCOUNT_PASSWORD,
	allowNetworkFailures,
	changesSaved,
	expectNoAxeViolations,
	setupBrowser,
} from "./support/browser.ts";
import { en } from "./support/catalogs.ts";
import { clearExamplesThroughApi } from "./support/examples.ts";
import {
	endSessionOnServer,
	pathOf,
	signInThroughApi,
	signUpThroughApi,
	uniqueEmail,
	visit,
} from "./support/journeys.ts";
import {
	addTaskByApi,
	card,
	message,
	openMatrix,
	quickAdd,
	region,
	showCompletedTasks,
	titlesIn,
} from "./support/matrix.ts";
import { announcements, dragWithMouse } from "./support/moving.ts";

const session = setupBrowser();

/** The promise: a change made in one tab shows in the other within a second. */
const WITHIN_ONE_SECOND = { timeout: 1000, interval: 50 };

/** One account open in two browsers side by side (two contexts: two devices, as far as the server knows). */
async function twoDevices(name: string, options: BrowserContextOptions = {}) {
	const email = uniqueEmail(name);
	const first = await session.newPage(options);
	const baseUrl = options.baseURL ?? session.baseUrl;
	await signUpThroughApi(first, email, ACCOUNT_PASSWORD, baseUrl);
	await clearExamplesThroughApi(first);
	await showCompletedTasks(first);
	await visit(first, "/matrix");
	const second = await session.newPage(options);
	await signInThroughApi(second, email, ACCOUNT_PASSWORD, baseUrl);
	await visit(second, "/matrix");
	return { first, second };
}

/** Marks the page's document: the mark is gone if the page reloads or navigates to another document. */
const markDocument = (page: Page) =>
	page.evaluate(() => {
		(window as unknown as { liveSyncMark: boolean }).liveSyncMark = true;
	});
const isSameDocument = (page: Page) =>
	page.evaluate(() => (window as unknown as { liveSyncMark?: boolean }).liveSyncMark === true);

/** Opens /matrix and waits until its live stream is open (so that nothing it shows next can come from its load). */
async function openLiveMatrix(page: Page) {
	const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/events");
	await openMatrix(page);
	await stream;
	await markDocument(page);
}

const taskCount = (page: Page, title: string) => page.locator("main article h3", { hasText: title }).count();

describe("live sync between two tabs of one account", () => {
	it("shows each task added, moved, completed and deleted, the view options and a board renamed, in the other tab within a second, without a reload", async () => {
		const { first, second } = await twoDevices("live-tasks");
		await openLiveMatrix(first);
		await openLiveMatrix(second);

		await quickAdd(first, "urgent-important", "Call the landlord");
		await expect.poll(() => titlesIn(second, "urgent-important"), WITHIN_ONE_SECOND).toEqual(["Call the landlord"]);

		await dragWithMouse(
			first,
			card(first, "urgent-important", "Call the landlord"),
			region(first, "not-urgent-important"),
		);
		await expect.poll(() => titlesIn(second, "not-urgent-important"), WITHIN_ONE_SECOND).toEqual(["Call the landlord"]);
		expect(await titlesIn(second, "urgent-important")).toEqual([]);

		await first.getByRole("checkbox", { name: message(en.matrix.markDone, { title: "Call the landlord" }) }).click();
		await expect
			.poll(() => card(second, "not-urgent-important", "Call the landlord").textContent(), WITHIN_ONE_SECOND)
			.toContain(en.matrix.completedBadge);

		// View options roam: hiding completed tasks on one device hides them on the other.
		for (const shownAfter of [0, 1]) {
			await first.getByRole("button", { name: en.matrix.viewOptions }).click();
			await first.getByRole("menuitemcheckbox", { name: en.viewOptions.hideCompleted }).click();
			await first.keyboard.press("Escape");
			await expect.poll(() => taskCount(second, "Call the landlord"), WITHIN_ONE_SECOND).toBe(shownAfter);
		}

		await first.getByRole("button", { name: message(en.matrix.taskActions, { title: "Call the landlord" }) }).click();
		await first.getByRole("menuitem", { name: en.matrix.delete }).click();
		await expect.poll(() => taskCount(second, "Call the landlord"), WITHIN_ONE_SECOND).toBe(0);

		// The board is renamed on the profile page of the first device; the second's board selector follows.
		await visit(first, "/profile");
		await first.getByRole("button", { name: message(en.boards.renameBoard, { name: en.boards.defaultName }) }).click();
		const dialog = first.getByRole("dialog", { name: en.boards.renameTitle });
		await dialog.getByLabel(en.boards.name).fill("Home");
		await dialog.getByRole("button", { name: en.common.save }).click();
		await expect
			.poll(
				() => second.getByRole("button", { name: message(en.matrix.board, { name: "Home" }) }).isVisible(),
				WITHIN_ONE_SECOND,
			)
			.toBe(true);

		expect(await isSameDocument(second)).toBe(true);
		expect(pathOf(second)).toBe("/matrix");
		await expectNoAxeViolations(second);
	});

	it("opens the plan's gates in the other tab when one device becomes Pro", async () => {
		const { first, second } = await twoDevices("live-plan");
		await openLiveMatrix(second);
		await becomePro(first);
		// The plan comes with the page's data, reloaded without a reload of the page: "Show everything" opens, where
		// on Free it asked to upgrade (asked again, as a person would, until the plan has arrived).
		const prompt = second.getByRole("dialog", { name: en.upgrade.title });
		const allBoards = second.getByRole("button", { name: message(en.matrix.board, { name: en.boards.allBoards }) });
		await expect
			.poll(async () => {
				await second.getByRole("button", { name: message(en.matrix.board, { name: en.boards.defaultName }) }).click();
				await second.getByRole("menuitemradio", { name: en.boards.showEverything }).click();
				await expect.poll(async () => (await prompt.isVisible()) || (await allBoards.isVisible())).toBe(true);
				if (await allBoards.isVisible()) return true;
				await prompt.getByRole("button", { name: en.upgrade.notNow }).click();
				return false;
			})
			.toBe(true);
		expect(await second.getByRole("dialog", { name: en.upgrade.title }).count()).toBe(0);
		expect(await isSameDocument(second)).toBe(true);
	});

	it("shows the tab's own changes without flicker when they come back from the stream", async () => {
		const { first } = await twoDevices("live-echo");
		// Counts the stream's change events, to know when the tab's own changes have all come back.
		await first.addInitScript(() => {
			const counted = window as unknown as { changesHeard: number };
			counted.changesHeard = 0;
			const Original = window.EventSource;
			window.EventSource = class extends Original {
				constructor(url: string | URL, init?: EventSourceInit) {
					super(url, init);
					this.addEventListener("change", () => {
						counted.changesHeard += 1;
					});
				}
			};
		});
		await openLiveMatrix(first);
		// Every order of titles the page showed, frame by frame, while three tasks are added and one is moved.
		await first.evaluate(() => {
			const seen: string[] = [];
			(window as unknown as { seenTitles: string[] }).seenTitles = seen;
			const record = () => {
				const titles = [...document.querySelectorAll("main article h3")].map((node) => node.textContent).join("|");
				if (seen.at(-1) !== titles) seen.push(titles);
				requestAnimationFrame(record);
			};
			record();
		});
		for (const title of ["One", "Two", "Three"]) {
			await quickAdd(first, "urgent-important", title);
			// One at a time: additions sent together may be placed by the server in another order than typed.
			await changesSaved(first);
		}
		await expect.poll(() => titlesIn(first, "urgent-important")).toEqual(["One", "Two", "Three"]);
		await dragWithMouse(first, card(first, "urgent-important", "One"), region(first, "urgent-not-important"));
		await expect.poll(() => titlesIn(first, "urgent-not-important")).toEqual(["One"]);
		await changesSaved(first);
		await expect.poll(() => first.evaluate(() => (window as unknown as { changesHeard: number }).changesHeard)).toBe(4);
		// The quadrants are listed in order; "One" went from the first to the second.
		expect(await first.evaluate(() => (window as unknown as { seenTitles: string[] }).seenTitles)).toEqual([
			"",
			"One",
			"One|Two",
			"One|Two|Three",
			"Two|Three|One",
		]);
		expect(await isSameDocument(first)).toBe(true);
	});

	it("leaves an open editor's form alone when its task changes elsewhere, says so, and loads the new version on request", async () => {
		const { first, second } = await twoDevices("live-editor");
		await addTaskByApi(first, "urgent-important", "Book the flights");
		await openLiveMatrix(first);
		await openLiveMatrix(second);

		await card(second, "urgent-important", "Book the flights")
			.getByRole("button", { name: "Book the flights", exact: true })
			.click();
		const editor = second.getByRole("dialog", { name: en.editor.editTitle });
		await editor.getByLabel(en.editor.description).fill("Window seats");

		await card(first, "urgent-important", "Book the flights")
			.getByRole("button", { name: "Book the flights", exact: true })
			.click();
		const firstEditor = first.getByRole("dialog", { name: en.editor.editTitle });
		await firstEditor.getByLabel(en.editor.title).fill("Book the train");
		await firstEditor.getByRole("button", { name: en.common.save }).click();

		// Said in the editor's own notice (its checklist has a status region of its own, for its announcements).
		const notice = (text: string) => editor.getByRole("status").filter({ hasText: text });
		await expect.poll(() => notice(en.editor.changedElsewhere).count(), WITHIN_ONE_SECOND).toBe(1);
		expect(await editor.getByLabel(en.editor.title).inputValue()).toBe("Book the flights");
		expect(await editor.getByLabel(en.editor.description).inputValue()).toBe("Window seats");
		await expectNoAxeViolations(second);

		await editor.getByRole("button", { name: en.editor.loadLatest }).click();
		await expect.poll(() => editor.getByLabel(en.editor.title).inputValue()).toBe("Book the train");
		expect(await editor.getByLabel(en.editor.description).inputValue()).toBe("");
		expect(await notice(en.editor.changedElsewhere).count()).toBe(0);

		// Deleted elsewhere while open: said, and there is nothing left to save.
		await first.getByRole("button", { name: message(en.matrix.taskActions, { title: "Book the train" }) }).click();
		await first.getByRole("menuitem", { name: en.matrix.delete }).click();
		await expect.poll(() => notice(en.editor.deletedElsewhere).count(), WITHIN_ONE_SECOND).toBe(1);
		expect(await editor.getByRole("button", { name: en.common.save }).isDisabled()).toBe(true);
		expect(await isSameDocument(second)).toBe(true);
	});

	it("cancels a drag cleanly when the task being dragged is deleted elsewhere", async () => {
		const { first, second } = await twoDevices("live-drag");
		await addTaskByApi(first, "urgent-important", "Renew the passport");
		await addTaskByApi(first, "urgent-important", "Pay the bills");
		await openLiveMatrix(second);
		const dragged = card(second, "urgent-important", "Renew the passport");
		const box = await dragged.boundingBox();
		if (!box) throw new Error("the card is not visible");
		await second.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await second.mouse.down();
		await second.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 40, { steps: 5 });
		// The lifted card leaves a faded placeholder behind while it is dragged.
		await expect.poll(() => second.locator("main article.opacity-40").count()).toBe(1);

		await visit(first, "/matrix");
		await first.getByRole("button", { name: message(en.matrix.taskActions, { title: "Renew the passport" }) }).click();
		await first.getByRole("menuitem", { name: en.matrix.delete }).click();

		await expect.poll(() => taskCount(second, "Renew the passport")).toBe(0);
		// No ghost: no placeholder, no card following the pointer; the page answers to input as before.
		await expect.poll(() => second.locator("main article.opacity-40").count()).toBe(0);
		await second.mouse.move(box.x + 200, box.y + 200, { steps: 3 });
		await second.mouse.up();
		expect(await announcements(second).textContent()).toContain(
			message(en.dnd.cancelledTitle, { title: "Renew the passport" }),
		);
		await changesSaved(second);
		expect(await titlesIn(second, "urgent-important")).toEqual(["Pay the bills"]);
	});
});

describe("a session ended elsewhere", () => {
	it("sends the tab to sign-in at once, and back to its page afterwards", async () => {
		const { second } = await twoDevices("live-revoked");
		await openLiveMatrix(second);
		// The second device's session ends on the server (as if revoked elsewhere); nothing on its page asks anything.
		await endSessionOnServer(second);
		await expect.poll(() => pathOf(second), WITHIN_ONE_SECOND).toBe("/login");
		expect(new URL(second.url()).searchParams.get("redirect")).toBe("/matrix");
		expect(await isSameDocument(second)).toBe(true);
	});
});

describe("the live status when the stream is down", () => {
	let server: ServerProcess | undefined;
	let dataDir: string | undefined;
	afterAll(async () => {
		await server?.stop();
		if (dataDir) await rm(dataDir, { recursive: true, force: true });
	});

	it("says 'Reconnecting…' while the server is down and the offline notice while the browser is offline, clears it once back, and delivers what changed meanwhile", async () => {
		// A server of this test's own, stopped and started again on the same port and data.
		dataDir = await mkdtemp(join(tmpdir(), "quadrant-live-"));
		server = await startServer({ SMTP_URL: inject("smtpUrl") }, undefined, { dataDir });
		const port = Number(new URL(server.baseUrl).port);
		const { first, second } = await twoDevices("live-down", { baseURL: server.baseUrl });
		allowNetworkFailures(first);
		allowNetworkFailures(second);
		await openLiveMatrix(first);
		await openLiveMatrix(second);
		const reconnecting = second.getByText(en.liveSync.reconnecting, { exact: true });
		const offline = second.getByText(en.offline.notice, { exact: true });
		expect(await reconnecting.count()).toBe(0);

		await server.stop();
		await expect.poll(() => reconnecting.isVisible(), { timeout: 10_000 }).toBe(true);
		await expectNoAxeViolations(second);
		server = await startServer({ SMTP_URL: inject("smtpUrl") }, port, { dataDir });
		// Retried after 1, 2, 5, then every 10 seconds: back within one more round.
		await expect.poll(() => reconnecting.count(), { timeout: 15_000 }).toBe(0);
		await quickAdd(first, "urgent-important", "After the restart");
		await expect.poll(() => titlesIn(second, "urgent-important")).toEqual(["After the restart"]);

		await second.context().setOffline(true);
		await expect.poll(() => offline.isVisible(), { timeout: 5000 }).toBe(true);
		await quickAdd(first, "urgent-important", "While offline");
		await expect.poll(() => titlesIn(first, "urgent-important")).toEqual(["After the restart", "While offline"]);
		await second.context().setOffline(false);
		await expect.poll(() => offline.count(), { timeout: 5000 }).toBe(0);
		await expect.poll(() => titlesIn(second, "urgent-important")).toEqual(["After the restart", "While offline"]);
		expect(await isSameDocument(second)).toBe(true);
	});
});
