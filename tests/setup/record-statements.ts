import type { Database } from "#db/client.server.ts";

type Queryable = { query: (...args: unknown[]) => unknown };
type Client = Queryable & {
	/** PGlite: a transaction's statements go to the object it hands its callback. */
	transaction?: (callback: (tx: Queryable) => unknown) => unknown;
	/** node-postgres' pool: a transaction's statements go to the client it checks out. */
	connect?: (...args: unknown[]) => Promise<Queryable & { release: (...args: unknown[]) => unknown }>;
};

/**
 * Records every statement the database is sent from now on, those of transactions too (both drivers' clients answer
 * `query`; a transaction runs on PGlite's transaction object or on a client checked out of node-postgres' pool). PGlite
 * sends a transaction's BEGIN and COMMIT itself: they are not recorded there.
 */
export function recordStatements(database: Database) {
	const client = (database.db as unknown as { $client: Client }).$client;
	const statements: string[] = [];
	let isRecording = true;
	const recorded = <T extends Queryable>(target: T): T => {
		const original = target.query;
		target.query = function (this: unknown, ...args: unknown[]) {
			const [first] = args;
			if (isRecording) {
				statements.push(typeof first === "string" ? first : String((first as { text?: string })?.text ?? first));
			}
			return original.apply(this, args);
		};
		return target;
	};
	const originals = { query: client.query, transaction: client.transaction, connect: client.connect };
	recorded(client);
	const { transaction, connect } = originals;
	if (transaction) {
		client.transaction = (callback) => transaction.call(client, (tx) => callback(recorded(tx)));
	}
	if (connect) {
		client.connect = async function (this: unknown, ...args: unknown[]) {
			// The pool's own query checks a client out with a callback: recorded as the pool's query already.
			if (args.length > 0) return connect.apply(client, args);
			const checkedOut = await connect.call(client);
			const query = checkedOut.query;
			const release = checkedOut.release;
			recorded(checkedOut);
			// Back in the pool as it came out: a later test's client is not recorded.
			checkedOut.release = (...args: unknown[]) => {
				Object.assign(checkedOut, { query, release });
				return release.apply(checkedOut, args);
			};
			return checkedOut;
		};
	}
	return {
		statements,
		restore: () => {
			isRecording = false;
			Object.assign(client, originals);
		},
	};
}
