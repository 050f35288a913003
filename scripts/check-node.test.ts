import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const { nodeVersionProblem } = createRequire(import.meta.url)("./check-node.cjs") as {
	nodeVersionProblem: (version: string) => string | null;
};

describe("the Node version check", () => {
	it.each(["22.22.0", "22.23.3", "24.0.0", "24.21.0", "25.2.1", "v24.1.0"])("lets Node %s run Quadrant", (version) => {
		expect(nodeVersionProblem(version)).toBeNull();
	});

	it.each(["20.20.2", "22.21.1", "23.11.0", "18.0.0", "v16.20.2"])("refuses Node %s in one line", (version) => {
		const problem = nodeVersionProblem(version);
		expect(problem).toContain(`this is Node ${version.replace(/^v/, "")}`);
		expect(problem).toContain("Node.js 24");
		expect(problem).toContain("npm install --global node@24");
		expect(problem).not.toContain("\n");
	});

	it("refuses a version it cannot read rather than guessing", () => {
		expect(nodeVersionProblem("unknown")).toContain("this is Node unknown");
	});
});
