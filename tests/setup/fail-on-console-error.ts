import { afterEach, vi } from "vitest";

// A test that logs console.error fails: an error nobody asserted on is a defect, not noise.
const errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
	errors.push(args);
	original(...args);
};

afterEach(() => {
	if (errors.length > 0) {
		const logged = errors.splice(0).map((args) => args.map(String).join(" "));
		vi.restoreAllMocks();
		throw new Error(`console.error was called during the test:\n${logged.join("\n")}`);
	}
});
