import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import type { BillingMode } from "#config/billing-mode.ts";
import { apiError } from "../api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { API_PREFIX, apiDocument } from "../openapi/api-document.ts";
import { translateForRequest } from "../request-locale.ts";

// The published contract (GET /api/v1/openapi.json) and its reference page (GET /api/docs), both public: they say
// what the open-source code says, and no other page loads anything of theirs (ADR 0045). Swagger UI renders the page
// from our origin: its bundle and stylesheet come from the swagger-ui-dist package, named by their content's hash so
// browsers may keep them, read on the first visit of the page and not before.

const DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;
const PAGE_PATH = "/api/docs";
const IMMUTABLE = "public, max-age=31536000, immutable";

// Read-only: "Try it out" would send requests with the reader's own session from a page that shows them nothing else.
const START_SCRIPT = `SwaggerUIBundle({ url: ${JSON.stringify(DOCUMENT_PATH)}, dom_id: "#reference", validatorUrl: null, supportedSubmitMethods: [], deepLinking: true });\n`;

type Part = { path: string; body: Buffer<ArrayBuffer>; contentType: string; cacheControl: string };

const hashOf = (body: Buffer) => createHash("sha256").update(body).digest("hex").slice(0, 12);

async function rendererPart(file: string, extension: "js" | "css", contentType: string): Promise<Part> {
	const body = await readFile(new URL(file));
	return { path: `${PAGE_PATH}/swagger-ui-${hashOf(body)}.${extension}`, body, contentType, cacheControl: IMMUTABLE };
}

async function loadParts() {
	const [script, style] = await Promise.all([
		rendererPart(import.meta.resolve("swagger-ui-dist/swagger-ui-bundle.js"), "js", "text/javascript; charset=utf-8"),
		rendererPart(import.meta.resolve("swagger-ui-dist/swagger-ui.css"), "css", "text/css; charset=utf-8"),
	]);
	const startBody = Buffer.from(START_SCRIPT);
	const start: Part = {
		path: `${PAGE_PATH}/start-${hashOf(startBody)}.js`,
		body: startBody,
		contentType: "text/javascript; charset=utf-8",
		cacheControl: IMMUTABLE,
	};
	return { script, style, start };
}

export function apiDocsRoutes({ billingMode }: { billingMode: BillingMode }) {
	let parts: ReturnType<typeof loadParts> | undefined;
	const partsOnce = () => {
		parts ??= loadParts();
		return parts;
	};
	let documentText: string | undefined;
	return new Hono<AppEnv>()
		.get(DOCUMENT_PATH, (c) => {
			documentText ??= JSON.stringify(apiDocument(billingMode));
			return c.body(documentText, 200, {
				"Content-Type": "application/json; charset=utf-8",
				"Cache-Control": "no-cache",
			});
		})
		.get(PAGE_PATH, async (c) => {
			const { script, style, start } = await partsOnce();
			// No words of ours to translate: the product's name, and the document's address where scripts do not run. The
			// reference itself is in English, as the document and Swagger UI are.
			const html = [
				"<!doctype html>",
				'<html lang="en">',
				'<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
				"<title>Quadrant API</title>",
				'<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
				`<link rel="stylesheet" href="${style.path}">`,
				`<script defer src="${script.path}"></script><script defer src="${start.path}"></script>`,
				"</head>",
				// Swagger UI brings its own <main>.
				`<body><div id="reference"><noscript><p><a href="${DOCUMENT_PATH}">${DOCUMENT_PATH}</a></p></noscript></div></body>`,
				"</html>",
			].join("\n");
			return c.html(html, 200, { "Cache-Control": "no-cache" });
		})
		.get(`${PAGE_PATH}/:file`, async (c) => {
			const path = c.req.path;
			const part = Object.values(await partsOnce()).find((candidate) => candidate.path === path);
			// Like any unknown /api path: the structured 404.
			if (!part) return apiError(c, 404, "not_found", translateForRequest(c, "errors.notFound"));
			return c.body(part.body, 200, { "Content-Type": part.contentType, "Cache-Control": part.cacheControl });
		});
}
