import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "#config/env-schema.server.ts";
import { BACKGROUND_JOB_NAMES } from "#server/background-jobs.ts";

// The docs that describe lists the code owns fail here when the two part: a rule only written down drifts.
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const architecture = read("docs/ARCHITECTURE.md");

/** The text of the `## heading` (or `### heading`) section, up to the next heading of the same level or higher. */
function section(markdown: string, heading: string): string {
	const start = markdown.indexOf(`\n${heading}\n`);
	if (start === -1) throw new Error(`no section ${heading}`);
	const level = heading.split(" ")[0] ?? "##";
	const rest = markdown.slice(start + heading.length + 2);
	const next = rest.search(new RegExp(`^#{2,${level.length}} `, "m"));
	return next === -1 ? rest : rest.slice(0, next);
}

describe("docs/ARCHITECTURE.md", () => {
	it("indexes every ADR in docs/decisions/, each once, and only those", () => {
		const files = readdirSync(new URL("../docs/decisions/", import.meta.url))
			.filter((name) => /^\d{4}-.*\.md$/.test(name))
			.sort();
		const decisions = section(architecture, "## Decisions");
		const linked = [...decisions.matchAll(/^\[(\d{4})\]: decisions\/(\S+)$/gm)].map(([, , file]) => file);
		const listed = [...decisions.matchAll(/^- \[(\d{4})\]\[(\d{4})\] \S/gm)].map(([, number]) => number);
		expect(linked.sort()).toEqual(files);
		expect(listed.sort()).toEqual(files.map((file) => file.slice(0, 4)));
	});

	it("lists the background jobs of server/background-jobs.ts, by name and in their order", () => {
		const jobs = section(architecture, "### Background jobs");
		const documented = [...jobs.matchAll(/^- \*\*([^*]+)\*\*/gm)].map(([, name]) => name?.toLowerCase());
		expect(documented).toEqual(BACKGROUND_JOB_NAMES.map((name) => name.toLowerCase()));
	});
});

describe("the README's table of environment variables", () => {
	const table = section(read("README.md"), "## Configuration")
		.split("\n")
		.filter((line) => line.startsWith("| `"))
		.map((line) => line.split("|")[1] ?? "");
	const described = new Set(
		table.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? "")),
	);
	/** Described in the table though config/env.server.ts does not read them: read by the tests' own set-up. */
	const READ_ELSEWHERE = ["TEST_DATABASE_URL"];

	it("describes every variable config/env.server.ts reads", () => {
		const undescribed = Object.keys(envSchema.shape).filter((name) => !described.has(name));
		expect(undescribed).toEqual([]);
	});

	it("describes no variable that nothing reads", () => {
		const unread = [...described].filter((name) => !(name in envSchema.shape) && !READ_ELSEWHERE.includes(name));
		expect(unread).toEqual([]);
	});
});
