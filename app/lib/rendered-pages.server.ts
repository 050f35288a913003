import { hash, randomBytes } from "node:crypto";
import { serialize } from "node:v8";
import { LRUCache } from "lru-cache";
import type { EntryContext } from "react-router";
import { bytesOf, joinWithNonce, type NoncePlaces, splitAtNonce } from "./nonce-places.server.ts";

/** The bytes an instance spends on rendered pages (a board of 200 tasks is ~200 KB of HTML). */
const MOST_BYTES = 16 * 1024 * 1024;

/**
 * Pages are rendered with this in place of the request's nonce, then each answer gets its own. It is as random as a
 * nonce and never leaves the process, so no text of a user's can spell it.
 */
export const NONCE_STAND_IN = randomBytes(16).toString("base64");

const pages = new LRUCache<string, NoncePlaces>({
	maxSize: MOST_BYTES,
	sizeCalculation: (parts) => Math.max(1, bytesOf(parts)),
});

/**
 * What a page's HTML depends on, hashed: its address and its loaders' data (ADR 0038). The render is a pure function
 * of these (and of the build, which owns this module): no component reads the clock, the request or a random value on
 * the server. Undefined when the page is not to be remembered: not a plain 200, an action's answer, an error, or data
 * still streaming (a promise cannot be serialised). V8's serialisation is lossless, so equal keys mean equal data; it
 * is not canonical (an array built another way may give other bytes), which can only cost a render.
 */
export function renderedPageKey(request: Request, status: number, context: EntryContext): string | undefined {
	const { loaderData, actionData, errors } = context.staticHandlerContext;
	if (status !== 200 || context.isSpaMode || actionData || errors || request.method !== "GET") return undefined;
	try {
		return hash("sha256", serialize([request.url, loaderData]), "base64url");
	} catch {
		return undefined;
	}
}

/** The page remembered under `key`, with `nonce` in place, or undefined. */
export function rememberedPage(key: string, nonce: string): Buffer<ArrayBuffer> | undefined {
	const parts = pages.get(key);
	return parts && joinWithNonce(parts, nonce);
}

/** Remembers a page rendered with `NONCE_STAND_IN` under `key`, and answers it with `nonce` in place. */
export function rememberPage(key: string, html: Buffer, nonce: string): Buffer<ArrayBuffer> {
	const parts = splitAtNonce(html, NONCE_STAND_IN);
	pages.set(key, parts);
	return joinWithNonce(parts, nonce);
}

/** A page rendered with `NONCE_STAND_IN`, with `nonce` in place. */
export function pageWithNonce(html: Buffer, nonce: string): Buffer<ArrayBuffer> {
	return joinWithNonce(splitAtNonce(html, NONCE_STAND_IN), nonce);
}
