import { parseArgs } from "node:util";
import { startServer } from "#tests/setup/server-process.ts";
import { processMemory } from "./process-memory.ts";

// `node bench/ready-memory.ts [--starts N]`: starts the built server N times (the embedded default, or
// BENCH_DATABASE_URL), and prints the memory of all its processes 2 s after each is ready, as `npm run bench` does
// before its load. Quicker than the whole bench for measuring one change to the ready server.
const { values } = parseArgs({ options: { starts: { type: "string", default: "3" } } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const externalUrl = process.env.BENCH_DATABASE_URL;

for (let start = 1; start <= Number(values.starts); start++) {
	const server = await startServer({
		LOG_LEVEL: "warn",
		...(externalUrl ? { DATABASE_URL: externalUrl } : {}),
		...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
	});
	await sleep(2_000);
	console.log(`start ${start}:`, await processMemory(server.child.pid ?? 0));
	await server.stop();
}
