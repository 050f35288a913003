import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// DESIGN.md, rule 13: a change has a name. Client code reaches /api/v1 through the registry's client half only:
// `mutate` (the offline queue), `sendMutation` and `apiRead`, which build every path from a name. A call of the
// transport itself anywhere else would be an API path written by hand again.

const APP = fileURLToPath(new URL("../", import.meta.url));
/** The transport, and the halves that build its paths from names. */
const ALLOWED = new Set([
	"lib/api-client.ts",
	"lib/api-read.ts",
	"lib/send-mutation.ts",
	"lib/change-queue/send-queued.ts",
]);

async function sourceFiles(dir: string): Promise<string[]> {
	const found: string[] = [];
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) found.push(...(await sourceFiles(path)));
		else if (/\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name)) found.push(path);
	}
	return found;
}

describe("client code and the API's paths", () => {
	it("calls the API only through the registry's client half, never with a path of its own", async () => {
		const offenders: string[] = [];
		for (const path of await sourceFiles(APP)) {
			const name = relative(APP, path);
			if (ALLOWED.has(name) || name.endsWith(".server.ts")) continue;
			if (/\bapiRequest\b/.test(await readFile(path, "utf8"))) offenders.push(name);
		}
		expect(offenders).toEqual([]);
	});
});
