import { serve } from "@hono/node-server";
import { Hono } from "hono";

// Reference: the fastest answer this stack gives on this machine, one `c.json` route and nothing else.
const app = new Hono().get("/", (c) => c.json({ status: "ok" }));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: "127.0.0.1" }, () => console.log("ready"));
