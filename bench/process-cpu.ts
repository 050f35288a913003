import { readFile } from "node:fs/promises";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time a process has used so far, user and system, in ms (its own threads; not its children). */
export async function processCpuMs(pid: number): Promise<number> {
	const stat = await readFile(`/proc/${pid}/stat`, "utf8");
	// Fields 14 and 15 (utime, stime), counted after the command name in parentheses.
	const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
