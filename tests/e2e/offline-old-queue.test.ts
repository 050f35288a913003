import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { NEW_TASK } from "#app/routes/+tasks/new-task.ts";
import { setupBrowser } from "./support/browser.ts";
import { signedInUser } from "./support/journeys.ts";
import { addTaskByApi, openMatrix, titlesIn } from "./support/matrix.ts";
import { apiTasks, unsent } from "./support/offline.ts";

// Changes a person made offline with the build before the registry wait in IndexedDB as requests,
// `{ method, path, body }` (use-task-actions.ts and queue-change.ts at 5764d28). The next visit runs this build:
// every one of them reaches the server once, in the order made, and one no mutation serves stays counted as unsent.

const session = setupBrowser({ serviceWorkers: "allow" });

type OldEntry = {
	key: string;
	method: "POST" | "PATCH" | "DELETE";
	path: string;
	body?: unknown;
	baseVersion: number | null;
	shown: unknown;
	madeAt: number;
	base?: Record<string, unknown>;
};

/** Writes `entries` into the user's queue database as the previous build did (idb-keyval's store "changes"). */
async function writeOldQueue(page: Page, userId: string, entries: OldEntry[]) {
	await page.evaluate(
		async ({ name, entries }) => {
			const database = await new Promise<IDBDatabase>((resolve, reject) => {
				const request = indexedDB.open(name);
				request.onupgradeneeded = () => request.result.createObjectStore("changes");
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			});
			const transaction = database.transaction("changes", "readwrite");
			for (const [index, entry] of entries.entries()) {
				// The previous build's sortable ids: time, counter, the tab's mark.
				transaction
					.objectStore("changes")
					.put(entry, `${String(entry.madeAt).padStart(15, "0")}-${String(index).padStart(6, "0")}-oldtab`);
			}
			await new Promise((resolve, reject) => {
				transaction.oncomplete = resolve;
				transaction.onerror = () => reject(transaction.error);
			});
			database.close();
		},
		{ name: `quadrant-changes-${userId}`, entries },
	);
}

describe("a queue of offline changes kept by the previous build", () => {
	it("is sent once, in order, by the new build; a change it cannot convert stays counted as unsent", async () => {
		const page = await session.anonymousPage();
		await addTaskByApi(page, "urgent-important", "Water the plants");
		await openMatrix(page);
		const user = await signedInUser(page);
		const [water] = await apiTasks(page);
		if (!user || !water) throw new Error("no user or task");

		const stamps = randomUUID();
		const madeAt = Date.now() - 60_000;
		const entry = (
			index: number,
			fields: Omit<OldEntry, "key" | "baseVersion" | "madeAt" | "shown"> & Partial<OldEntry>,
		) => ({
			key: randomUUID(),
			baseVersion: null,
			shown: { kind: "none" },
			madeAt: madeAt + index,
			...fields,
		});
		const old: OldEntry[] = [
			entry(0, {
				method: "POST",
				path: "/tasks",
				body: {
					id: stamps,
					...NEW_TASK,
					title: "Buy stamps",
					quadrant: "urgent-important",
					boardId: (water as unknown as { boardId: string }).boardId,
					before: null,
				},
			}),
			// An edit of a task made offline names no version (it had none yet).
			entry(1, {
				method: "PATCH",
				path: `/tasks/${stamps}`,
				body: { title: "Buy stamps and envelopes" },
				baseVersion: 0,
			}),
			entry(2, {
				method: "POST",
				path: `/tasks/${stamps}/move`,
				body: { quadrant: "not-urgent-important", before: null },
				baseVersion: 0,
			}),
			// A route a later build knew (the person went back to this one): kept, and never in the way.
			entry(3, { method: "POST", path: `/tasks/${stamps}/archive`, body: {} }),
			entry(4, {
				method: "PATCH",
				path: "/view-options",
				body: { showDescriptions: false },
				shown: { kind: "viewOptions", fields: { showDescriptions: false } },
			}),
			entry(5, {
				method: "PATCH",
				path: `/tasks/${water.id}`,
				body: { status: "done", version: water.version },
				baseVersion: water.version,
				base: { status: "todo" },
				shown: { kind: "patch", id: water.id, fields: { status: "done" } },
			}),
		];

		const sent: string[] = [];
		page.on("request", (request) => {
			const url = new URL(request.url());
			if (url.pathname.startsWith("/api/v1/") && request.method() !== "GET") {
				sent.push(
					`${request.method()} ${url.pathname.slice("/api/v1".length)}${url.search} ${request.postData() ?? ""}`,
				);
			}
		});
		await writeOldQueue(page, user.id, old);
		await page.reload();

		const expected = old
			.filter((_, index) => index !== 3)
			.map(({ method, path, body }) => `${method} ${path} ${body === undefined ? "" : JSON.stringify(body)}`);
		await expect.poll(() => sent.length).toBe(expected.length);
		await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
		expect(sent).toEqual(expected);
		await expect.poll(() => titlesIn(page, "not-urgent-important")).toEqual(["Buy stamps and envelopes"]);
		const tasks = await apiTasks(page);
		const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
		expect(tasks.map(({ title, quadrant, status }) => ({ title, quadrant, status })).sort(byTitle)).toEqual([
			{ title: "Buy stamps and envelopes", quadrant: "not-urgent-important", status: "todo" },
			{ title: "Water the plants", quadrant: "urgent-important", status: "done" },
		]);
		// Nothing is sent twice, even after another load.
		await page.reload();
		await openMatrix(page);
		await expect.poll(() => unsent(page, 1).isVisible()).toBe(true);
		expect(sent).toHaveLength(expected.length);
	});
});
