import { spawnSync } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A newcomer whose Node is too old: a `node` first on PATH that is this machine's Node pretending to be 20.20.2, as
// Debian's is. npm itself runs on it too, as it would on such a machine.
let fakeNodeDir: string;

beforeAll(async () => {
	fakeNodeDir = await mkdtemp(join(tmpdir(), "quadrant-old-node-"));
	const pretend = join(fakeNodeDir, "pretend-node-20.cjs");
	await writeFile(
		pretend,
		[
			'Object.defineProperty(process, "version", { value: "v20.20.2" });',
			'Object.defineProperty(process, "versions", { value: { ...process.versions, node: "20.20.2" } });',
		].join("\n"),
	);
	const node = join(fakeNodeDir, "node");
	await writeFile(node, `#!/bin/sh\nexec "${process.execPath}" --require "${pretend}" "$@"\n`);
	await chmod(node, 0o755);
});

afterAll(async () => {
	await rm(fakeNodeDir, { recursive: true, force: true });
});

function runUnderOldNode(args: string[]) {
	return spawnSync("npm", args, {
		env: { PATH: `${fakeNodeDir}${delimiter}${process.env.PATH ?? ""}`, HOME: process.env.HOME ?? tmpdir() },
		encoding: "utf8",
		timeout: 30_000,
	});
}

describe.each([["start"], ["test"], ["run", "dev"]])("npm %s under Node 20", (...args) => {
	it("stops at once with the one line that says what to install", () => {
		const result = runUnderOldNode(args);
		expect(result.status).not.toBe(0);
		expect(result.stderr).toContain(
			"Quadrant needs Node.js 24 (or Node 22 from 22.22); this is Node 20.20.2. Install Node 24 with: npm install --global node@24",
		);
		// Nothing after the check ran: no build, no type check, no server.
		expect(result.stdout + result.stderr).not.toMatch(
			/react-router|tsc|vitest|ERR_UNKNOWN_FILE_EXTENSION|Quadrant is ready/,
		);
	});
});
