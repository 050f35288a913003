import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { compressWhole, type Encoding, preferredEncoding, THRESHOLD_BYTES } from "../middleware/compress-response.ts";

/** The bytes an instance spends on remembered answers (a list of 200 tasks is ~70 KB, ~10 KB compressed). */
const MOST_BYTES = 16 * 1024 * 1024;

type Remembered = {
	dataVersion: string;
	json: Buffer<ArrayBuffer>;
	/** Compressed once per encoding a client asked for, then sent as they are. */
	encoded: Partial<Record<Encoding, Promise<Buffer<ArrayBuffer>>>>;
	bytes: number;
};

export type RememberedAnswers = {
	/**
	 * Answers `compute()` as JSON, or what it answered before under the same key while the user's boards and tasks are
	 * at the version this request's session read found (ADR 0037). Without a version (the session was just read by
	 * better-auth) it computes and does not remember.
	 */
	answer: (c: Context<AppEnv>, key: string, compute: () => Promise<unknown>) => Promise<Response>;
};

/**
 * JSON answers computed only from the signed-in user's boards and tasks, kept per key (which must name the user and
 * everything else the answer depends on) with the data version they were computed at, least recently used first out.
 * The version is read before the answer is computed, so a remembered answer is never older than its version says.
 */
export function createRememberedAnswers({ mostBytes = MOST_BYTES } = {}): RememberedAnswers {
	const answers = new Map<string, Remembered>();
	let totalBytes = 0;

	function forget(key: string) {
		const known = answers.get(key);
		if (!known) return;
		answers.delete(key);
		totalBytes -= known.bytes;
	}

	function remember(key: string, entry: Remembered) {
		forget(key);
		if (entry.bytes > mostBytes) return;
		while (totalBytes + entry.bytes > mostBytes) forget(answers.keys().next().value as string);
		answers.set(key, entry);
		totalBytes += entry.bytes;
	}

	function encoded(key: string, entry: Remembered, encoding: Encoding): Promise<Buffer<ArrayBuffer>> {
		const known = entry.encoded[encoding];
		if (known) return known;
		const compressed = compressWhole(entry.json, encoding);
		entry.encoded[encoding] = compressed;
		compressed.then(
			(bytes) => {
				entry.bytes += bytes.length;
				if (answers.get(key) === entry) totalBytes += bytes.length;
			},
			// The request that asked answers the error; the next one compresses again.
			() => delete entry.encoded[encoding],
		);
		return compressed;
	}

	return {
		async answer(c, key, compute) {
			const dataVersion = c.get("dataVersion");
			let entry = dataVersion === undefined ? undefined : answers.get(key);
			if (entry && entry.dataVersion === dataVersion) {
				answers.delete(key);
				answers.set(key, entry);
			} else {
				const json = Buffer.from(JSON.stringify(await compute()));
				entry = { dataVersion: dataVersion ?? "", json, encoded: {}, bytes: json.length };
				if (dataVersion !== undefined) remember(key, entry);
			}
			const encoding = preferredEncoding(c.req.header("accept-encoding"));
			const headers: Record<string, string> = { "content-type": "application/json", vary: "Accept-Encoding" };
			if (!encoding || entry.json.length < THRESHOLD_BYTES) return c.body(entry.json, 200, headers);
			const body = await encoded(key, entry, encoding);
			return c.body(body, 200, { ...headers, "content-encoding": encoding });
		},
	};
}
