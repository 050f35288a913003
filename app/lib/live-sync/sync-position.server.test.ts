import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type RequestContextValue, requestContext } from "#app/lib/request-context.ts";
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

type Session = Awaited<ReturnType<RequestContextValue["getSession"]>>;

/** A request whose session is `session` (null: none found yet, as for a session better-auth has just read). */
function requestWith(session: { userId: string; changeLogPosition?: number } | null) {
	const context = new RouterContextProvider();
	const found = session && ({ user: { id: session.userId }, changeLogPosition: session.changeLogPosition } as Session);
	context.set(requestContext, { getSession: async () => found } as unknown as RequestContextValue);
	return context;
}

describe("the log position sent with a page's data", () => {
	it("is read once per request, however many of its loaders ask, and again for the next request", async () => {
		const database = countingDatabase(42);
		const db = database as unknown as Parameters<typeof readSyncPosition>[0]["db"];
		const request = requestWith({ userId: "u" });
		const positions = await Promise.all([
			readSyncPosition({ context: request, db, userId: "u" }),
			readSyncPosition({ context: request, db, userId: "u" }),
		]);
		expect(positions).toEqual([42, 42]);
		expect(database.reads).toBe(1);

		await readSyncPosition({ context: requestWith(null), db, userId: "u" });
		expect(database.reads).toBe(2);
	});

	it("comes from the session's own query when it read it, for that session's user only", async () => {
		const database = countingDatabase(42);
		const db = database as unknown as Parameters<typeof readSyncPosition>[0]["db"];
		expect(
			await readSyncPosition({ context: requestWith({ userId: "u", changeLogPosition: 7 }), db, userId: "u" }),
		).toBe(7);
		expect(database.reads).toBe(0);
		const ofAnother = requestWith({ userId: "someone else", changeLogPosition: 7 });
		expect(await readSyncPosition({ context: ofAnother, db, userId: "u" })).toBe(42);
		expect(database.reads).toBe(1);
	});
});
