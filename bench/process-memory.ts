import { readdir, readFile } from "node:fs/promises";

export type ProcessMemory = { appRssMiB: number; databaseMiB: number; totalMiB: number };

const kib = async (file: string, field: string) => {
	try {
		const text = await readFile(file, "utf8");
		return Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(text)?.[1] ?? 0);
	} catch {
		return 0; // the process ended meanwhile
	}
};

async function childrenOf(pid: number): Promise<number[]> {
	const children: number[] = [];
	for (const entry of await readdir("/proc")) {
		if (!/^\d+$/.test(entry)) continue;
		const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
		// Field 4 of /proc/<pid>/stat is the parent's pid (after the command name in parentheses).
		const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
		if (parent === pid) children.push(Number(entry));
	}
	return children;
}

/**
 * Memory of the app and every process it started (the embedded PostgreSQL server and its backends). The app counts
 * with its RSS; the database processes with their PSS, because they share their buffers and binary with each other
 * (their RSS summed would count those pages once per process).
 */
export async function processMemory(pid: number): Promise<ProcessMemory> {
	const appRss = await kib(`/proc/${pid}/status`, "VmRSS");
	const descendants: number[] = [];
	for (let level = await childrenOf(pid); level.length > 0; ) {
		descendants.push(...level);
		level = (await Promise.all(level.map(childrenOf))).flat();
	}
	const pss = await Promise.all(descendants.map((child) => kib(`/proc/${child}/smaps_rollup`, "Pss")));
	const database = pss.reduce((sum, value) => sum + value, 0);
	const mib = (value: number) => Math.round(value / 102.4) / 10;
	return { appRssMiB: mib(appRss), databaseMiB: mib(database), totalMiB: mib(appRss + database) };
}
