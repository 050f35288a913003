import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readSyncPosition } from "./sync-position.server.ts";

/** A database that answers the log's bounds and counts how often it is asked. */
function countingDatabase(lastSeq: number) {
	const database = {
		reads: 0,
		execute: async () => {
			database.reads++;
			return { rows: [{ last_seq: lastSeq, first_seq: 1 }] };
		},
	};
	return database;
}

describe("the log position sent with a page's data", () => {
	it("is read once per request, however many of its loaders ask, and again for the next request", async () => {
		const database = countingDatabase(42);
		const db = database as unknown as Parameters<typeof readSyncPosition>[0]["db"];
		const request = new RouterContextProvider();
		const positions = await Promise.all([
			readSyncPosition({ context: request, db, userId: "u" }),
			readSyncPosition({ context: request, db, userId: "u" }),
		]);
		expect(positions).toEqual([42, 42]);
		expect(database.reads).toBe(1);

		await readSyncPosition({ context: new RouterContextProvider(), db, userId: "u" });
		expect(database.reads).toBe(2);
	});
});
