import { barePageHandler } from "./bare-page-handler.ts";

// `node bench/render-loop.ts <app dir> <database url> <user id> <path> <pages>`: renders one page of a build
// (`<app dir>/build/server/index.js`) `pages` times in this process, one after another, as bare-render.ts does but
// without HTTP, and prints the CPU time per page and the document's size. Finer than a load over HTTP for comparing
// two builds of the render (run them alternately); `--cpu-prof` on it profiles the render alone. Run it with
// NODE_ENV=production (React and React Router otherwise load their development builds, twice as slow) and the
// server's V8 flags (`--max-semi-space-size=4 --max-old-space-size=256`: the young generation's size is a tenth of
// a page's CPU). The user is any user id with a board of tasks, e.g. one side-by-side.ts seeded.
const [root = ".", databaseUrl, userId = "", path = "/matrix", pages = "200"] = process.argv.slice(2);
const buildUrl = new URL(`${root.replace(/\/?$/, "/")}build/server/index.js`, `file://${process.cwd()}/`);
const pageHandler = await barePageHandler({ buildUrl, databaseUrl, user: { id: userId, email: "" } });

async function renderOnce(): Promise<ArrayBuffer> {
	const response = await pageHandler.render(`http://127.0.0.1${path}`);
	if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
	return response.arrayBuffer();
}

// 0 pages: the document itself, to read what a page sends.
if (pages === "0") {
	process.stdout.write(Buffer.from(await renderOnce()));
	await pageHandler.close();
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
await pageHandler.close();
process.exit(0);
