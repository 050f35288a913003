import { readFileSync } from "node:fs";

/** Descriptors kept for everything but client connections: database connections, files, the embedded server's pipes. */
const RESERVED_DESCRIPTORS = 128;

/**
 * How many connections the server accepts at once: MAX_CONNECTIONS when set, else the process's soft limit on open
 * files less a reserve, so that a flood of connections is refused at the door instead of making the process fail to
 * open a file (EMFILE). Undefined where the limit cannot be read (no /proc) or is unlimited.
 */
export function connectionLimit(configured: number | undefined, limits = readProcessLimits): number | undefined {
	if (configured !== undefined) return configured;
	const soft = openFileSoftLimit(limits());
	if (soft === undefined) return undefined;
	return Math.max(soft - RESERVED_DESCRIPTORS, Math.ceil(soft / 2));
}

function readProcessLimits(): string | undefined {
	try {
		return readFileSync("/proc/self/limits", "utf8");
	} catch {
		return undefined;
	}
}

/** The soft limit on the "Max open files" line of /proc/self/limits. */
export function openFileSoftLimit(limits: string | undefined): number | undefined {
	const match = limits?.match(/^Max open files\s+(\d+|unlimited)\s/m);
	if (!match || match[1] === "unlimited") return undefined;
	return Number(match[1]);
}
