import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestContextValue } from "#app/lib/request-context.ts";
import { parseConfig } from "#config/env.server.ts";
import { createDatabase } from "#db/client.server.ts";
import { createLogger } from "#server/logger.server.ts";

// `node bench/render-loop.ts <app dir> <database url> <user id> <path> <pages>`: renders one page of a build
// (`<app dir>/build/server/index.js`) `pages` times in this process, one after another, as bare-render.ts does but
// without HTTP, and prints the CPU time per page and the document's size. Finer than a load over HTTP for comparing
// two builds of the render (run them alternately); `--cpu-prof` on it profiles the render alone. Run it with
// NODE_ENV=production (React and React Router otherwise load their development builds, twice as slow) and the
// server's V8 flags (`--max-semi-space-size=4 --max-old-space-size=256`: the young generation's size is a tenth of
// a page's CPU). The user is any user id with a board of tasks, e.g. one side-by-side.ts seeded.
const [root = ".", databaseUrl, userId = "", path = "/matrix", pages = "200"] = process.argv.slice(2);
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const config = parseConfig({ NODE_ENV: "production", BILLING_MODE: "test", LOG_LEVEL: "error" });
const database = createDatabase({ databaseUrl, poolSize: 5 });
const logger = createLogger(config);
const buildUrl = new URL(`${root.replace(/\/?$/, "/")}build/server/index.js`, `file://${process.cwd()}/`);
const build = (await import(buildUrl.href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const session = {
	user: { id: userId, email: "", name: "", isAnonymous: true, emailVerified: false },
	session: { id: "bench", userId, token: "bench", expiresAt: new Date(Date.now() + 86_400_000) },
};
const key = (build.entry.module as unknown as { requestContext: Parameters<RouterContextProvider["set"]>[0] })
	.requestContext;

async function renderOnce(): Promise<ArrayBuffer> {
	const context = new RouterContextProvider();
	const value = {
		requestId: "bench",
		nonce: "bench",
		baseUrl: config.baseUrl,
		preferredLocale: "en",
		logger,
		database,
		auth: undefined,
		isGoogleEnabled: false,
		freeTasksPerQuadrant: 200,
		billingMode: "test",
		prices: config.displayPrices,
		billing: undefined,
		getSession: async () => session,
	} as unknown as RequestContextValue;
	context.set(key, value);
	const response = await handle(
		new Request(`http://127.0.0.1${path}`, { headers: { "user-agent": USER_AGENT } }),
		context,
	);
	if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
	return response.arrayBuffer();
}

// 0 pages: the document itself, to read what a page sends.
if (pages === "0") {
	process.stdout.write(Buffer.from(await renderOnce()));
	await database.close();
	process.exit(0);
}

for (let warm = 0; warm < 30; warm++) await renderOnce();
const start = process.cpuUsage();
let bytes = 0;
for (let page = 0; page < Number(pages); page++) bytes = (await renderOnce()).byteLength;
const used = process.cpuUsage(start);
console.log(
	JSON.stringify({ root, path, cpuMsPerPage: (used.user + used.system) / 1000 / Number(pages), documentBytes: bytes }),
);
await database.close();
process.exit(0);
