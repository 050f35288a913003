import type { Database } from "#db/client.server.ts";

/** Records every statement the database is sent from now on (both drivers' clients answer `query`). */
export function recordStatements(database: Database) {
	const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
	const original = client.query;
	const statements: string[] = [];
	client.query = function (this: unknown, ...args: unknown[]) {
		const [first] = args;
		statements.push(typeof first === "string" ? first : String((first as { text?: string })?.text ?? first));
		return original.apply(this, args);
	};
	return { statements, restore: () => Object.assign(client, { query: original }) };
}
