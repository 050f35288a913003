import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Small files with one purpose (issue 37): a production source file past this many lines is split by concern.
const MAX_LINES = 300;
const ROOT = new URL("..", import.meta.url).pathname;
const PRODUCTION_FOLDERS = ["app", "core", "server", "config", "db"];
const isTestCode = (name: string) => /\.test\.tsx?$|\.test-support\.tsx?$/.test(name);

/** As `wc -l` counts them, and a last line without its newline too. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

function sourceFiles(folder: string): string[] {
	return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
		const path = join(folder, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return /\.tsx?$/.test(entry.name) && !isTestCode(entry.name) ? [path] : [];
	});
}

describe("production source files", () => {
	it(`have at most ${MAX_LINES} lines each`, () => {
		const files = PRODUCTION_FOLDERS.flatMap(sourceFiles);
		expect(files.length).toBeGreaterThan(100);
		const tooLong = files
			.map((path) => ({ path, lines: lineCount(readFileSync(join(ROOT, path), "utf8")) }))
			.filter(({ lines }) => lines > MAX_LINES)
			.map(({ path, lines }) => `${path}: ${lines} lines`);
		expect(tooLong).toEqual([]);
	});
});
