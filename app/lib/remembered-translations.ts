import type { i18n } from "i18next";

// Past this many texts the instance forgets them all: interpolated values (a task's title in a label) would otherwise
// grow a long-lived server instance without bound.
const MAX_REMEMBERED = 2000;

type Options = Record<string, unknown> | undefined;
/** i18next's `t` and `getFixedT` as this file handles them: whatever they are given goes through unchanged. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };
type GetFixedT = (...args: unknown[]) => FixedT;

/** Whether JSON writes the value so that no other value reads the same (NaN and null both read `null`). */
const isWrittenAsItIs = (value: unknown) =>
	value === null ||
	value === undefined ||
	typeof value === "string" ||
	typeof value === "boolean" ||
	(typeof value === "number" && Number.isFinite(value));

/** A call's key in the memo, or null when a value could change the text without changing the key (an object, NaN…). */
function memoKey(key: unknown, options: Options, fixed: string): string | null {
	if (typeof key !== "string") return null;
	if (options === undefined) return `${fixed}\u0000${key}`;
	if (typeof options !== "object" || options === null) return null;
	for (const value of Object.values(options)) if (!isWrittenAsItIs(value)) return null;
	return `${fixed}\u0000${key}\u0000${JSON.stringify(options)}`;
}

/**
 * Makes every `t` of the instance (react-i18next asks `getFixedT` for one in each component it renders) answer a
 * text it already produced from memory: the catalog does not change while the language stays, and a page of 200
 * cards asks the same few hundred keys on every render, each lookup 5–13 µs of i18next's option merging and key
 * resolution. Forgotten when the language or the resources change.
 */
export function rememberTranslations(instance: i18n): i18n {
	const texts = new Map<string, unknown>();
	const forget = () => texts.clear();
	instance.on("languageChanged", forget);
	instance.store.on("added", forget);
	instance.store.on("removed", forget);
	const getFixedT = instance.getFixedT.bind(instance) as unknown as GetFixedT;
	instance.getFixedT = ((...args: unknown[]) => {
		const [lng, ns, keyPrefix] = args;
		const fixedT = getFixedT(...args);
		// Only the plain case is remembered: a key prefix given as a selector would change the key after the fact.
		if (typeof keyPrefix === "function") return fixedT;
		const fixed = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix ?? "")}`;
		const remembering = (key: unknown, options?: Options, ...rest: unknown[]) => {
			const memo = rest.length === 0 ? memoKey(key, options, fixed) : null;
			if (memo === null) return fixedT(key, options, ...rest);
			if (texts.has(memo)) return texts.get(memo);
			const text = fixedT(key, options);
			if (texts.size >= MAX_REMEMBERED) texts.clear();
			texts.set(memo, text);
			return text;
		};
		return Object.assign(remembering, {
			lng: fixedT.lng,
			lngs: fixedT.lngs,
			ns: fixedT.ns,
			keyPrefix: fixedT.keyPrefix,
		});
	}) as unknown as i18n["getFixedT"];
	return instance;
}
