import { createServer } from "node:http";
import { barePageHandler } from "./bare-page-handler.ts";

// Reference: the same server build, loaders and SQL for the same user, without Hono, middleware, a session lookup,
// compression or streaming. What /matrix costs
// beyond this is what our stack adds to the practical limit of React Router + PostgreSQL on this machine.
// The whole body is read before answering (no streaming).
const [port, databaseUrl, userJson] = process.argv.slice(2);
const user = JSON.parse(userJson ?? "{}") as { id: string; email: string };
const buildUrl = new URL("../build/server/index.js", import.meta.url);
const pageHandler = await barePageHandler({ buildUrl, databaseUrl, user });

createServer(async (req, res) => {
	const response = await pageHandler.render(`http://127.0.0.1:${port}${req.url}`);
	const body = await response.text();
	res.writeHead(response.status, { "content-type": "text/html; charset=utf-8" }).end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
