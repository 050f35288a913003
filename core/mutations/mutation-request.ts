import { MUTATIONS, type MutationArgs, type MutationName } from "./mutations.ts";

// The registry's one builder of API paths, and its one reader of them: a mutation's arguments become a request here,
// and a request stored by an older build (the offline queue's `{ method, path, body }`) becomes a named mutation here.

export type MutationRequest = {
	method: (typeof MUTATIONS)[MutationName]["method"];
	/** Under /api/v1, with its query string. */
	path: string;
	body?: unknown;
};

/** `:name` or `:name{regex}` in a route template. */
const PARAM = /:(\w+)(\{[^}]*\})?/g;

const paramNames = (route: string) => [...route.matchAll(PARAM)].map(([, name]) => name as string);

/** The request that sends mutation `name` with `args`. */
export function requestOf<Name extends MutationName>(name: Name, args: MutationArgs<Name>): MutationRequest {
	const { method, route, query, hasBody } = MUTATIONS[name];
	const fields = { ...(args as Record<string, unknown>) };
	const path = route.replace(PARAM, (_, param: string) => {
		const value = fields[param];
		delete fields[param];
		return encodeURIComponent(String(value));
	});
	const search = new URLSearchParams();
	for (const key of query) {
		if (fields[key] !== undefined) search.set(key, String(fields[key]));
		delete fields[key];
	}
	const queryString = search.size > 0 ? `?${search}` : "";
	return { method, path: `${path}${queryString}`, ...(hasBody ? { body: fields } : {}) };
}

/** A route template as a regular expression over a path, capturing its parameters by name (and by their regex). */
function routePattern(route: string): RegExp {
	let source = "";
	let last = 0;
	for (const match of route.matchAll(PARAM)) {
		source += escaped(route.slice(last, match.index));
		const [, name, regex] = match;
		source += `(?<${name}>${regex ? `(?:${regex.slice(1, -1)})` : "[^/?]+"})`;
		last = match.index + match[0].length;
	}
	source += escaped(route.slice(last));
	return new RegExp(`^${source}(?:\\?(?<query>.*))?$`);
}

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");

const decoded = (text: string) => {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
};

const patterns = new Map<MutationName, RegExp>();
const patternOf = (name: MutationName) => {
	let pattern = patterns.get(name);
	if (!pattern) {
		pattern = routePattern(MUTATIONS[name].route);
		patterns.set(name, pattern);
	}
	return pattern;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The named mutation a request is, or null when none of the registry's routes serves it. A static route wins over a
 * parameter (`/account/sessions/others` is not the session `others`), as on the server.
 */
export function mutationOf(
	request: MutationRequest | { method: string; path: string; body?: unknown },
): { name: MutationName; args: Record<string, unknown> } | null {
	let found: { name: MutationName; args: Record<string, unknown>; params: number } | null = null;
	for (const name of Object.keys(MUTATIONS) as MutationName[]) {
		const { method, route, query, hasBody } = MUTATIONS[name];
		if (method !== request.method) continue;
		const match = patternOf(name).exec(request.path);
		if (!match) continue;
		const params = paramNames(route);
		if (found && found.params <= params.length) continue;
		const { query: queryString, ...named } = match.groups ?? {};
		const args: Record<string, unknown> = hasBody && isObject(request.body) ? { ...request.body } : {};
		if (hasBody && request.body !== undefined && !isObject(request.body)) continue;
		for (const [key, value] of new URLSearchParams(queryString ?? "")) if (query.includes(key)) args[key] = value;
		for (const param of params) args[param] = decoded(named[param] ?? "");
		found = { name, args, params: params.length };
	}
	return found && { name: found.name, args: found.args };
}
