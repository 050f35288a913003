import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { exitOnCrash } from "./exit-on-crash.ts";
import { createLogger } from "./logger.server.ts";

describe("a crash", () => {
	for (const event of ["uncaughtException", "unhandledRejection"]) {
		it(`(${event}) is logged as fatal with its error, and the process exits 1 for its supervisor`, () => {
			const lines: string[] = [];
			const logger = createLogger({ logLevel: "info" }, { write: (line: string) => lines.push(line) });
			const target = Object.assign(new EventEmitter(), { exit: vi.fn() });
			exitOnCrash(logger, target as unknown as Parameters<typeof exitOnCrash>[1]);
			target.emit(event, new Error("EMFILE: too many open files"));
			expect(target.exit).toHaveBeenCalledWith(1);
			const entry = JSON.parse(lines.at(-1) ?? "{}");
			expect(entry.level).toBe(60);
			expect(entry.err.message).toBe("EMFILE: too many open files");
		});
	}
});
