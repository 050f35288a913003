import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints the files that took longest, so that a slow CI run names what to speed up, then the plain
 * `N passed, N failed` closing line that CI reads, after Vitest's own summary.
 */
export default class SummaryReporter implements Reporter {
	onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
		let passed = 0;
		let failed = 0;
		let skipped = 0;
		const flaky: string[] = [];
		for (const module of testModules) {
			for (const test of module.children.allTests()) {
				if (test.diagnostic()?.flaky) flaky.push(`${module.relativeModuleId} › ${test.fullName}`);
				const state = test.result().state;
				if (state === "passed") passed++;
				else if (state === "failed") failed++;
				else skipped++;
			}
			if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
		}
		const slowest = [...testModules]
			.map((module) => ({ file: module.relativeModuleId, seconds: module.diagnostic().duration / 1000 }))
			.sort((a, b) => b.seconds - a.seconds)
			.slice(0, 25);
		process.stdout.write("\nSlowest files:\n");
		for (const { file, seconds } of slowest) process.stdout.write(`${seconds.toFixed(1).padStart(8)} s  ${file}\n`);
		// A browser journey that failed once and passed when run again (vitest.config.ts): named, to be made sturdy.
		if (flaky.length > 0)
			process.stdout.write(`\nPassed only when run again:\n${flaky.map((name) => `  ${name}\n`).join("")}`);
		process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
	}
}
