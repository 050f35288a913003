import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { InstanceFacts } from "#app/content/legal/document.ts";
import type { Locale } from "#core/constants.ts";

// Every text a visitor reads in one language, for the typography and glossary tests: the catalog, the daily quotes,
// the translated changelog, and the pages' own texts (app/content/<page>/<locale>.ts), the legal ones written with
// sample facts, so that every optional paragraph is there.
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Text = [place: string, text: string];

/** Facts that fill every optional part of the legal pages. */
const SAMPLE_FACTS: InstanceFacts = {
	operator: {
		name: "Example Software Ltd",
		address: "1 Example Street, Exampletown",
		email: "legal@example.com",
		governingLaw: { country: "IE" },
		logRetentionDays: 30,
	},
	authRateLimitPerMinute: 10,
	changeLogRetentionDays: 30,
	anonymousUserRetentionDays: 400,
	isGoogleEnabled: true,
};

function strings(value: Json, path = ""): Text[] {
	if (typeof value === "string") return [[path, value]];
	if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
	if (value && typeof value === "object")
		// A link's address is not read.
		return Object.entries(value).flatMap(([key, item]) => (key === "href" ? [] : strings(item, `${path}.${key}`)));
	return [];
}

/** Every string of a catalog or the quotes, or every prose line of the changelog (its headings are the format's). */
export function localeFile(locale: Locale, file: "translation.json" | "quotes.json" | "CHANGELOG.md"): Text[] {
	const url = new URL(`./${locale}/${file}`, import.meta.url);
	if (!existsSync(url)) return [];
	const text = readFileSync(url, "utf8");
	if (file.endsWith(".json")) return strings(JSON.parse(text)).map(([path, value]) => [path.slice(1), value]);
	return text
		.split("\n")
		.map((line, index): Text => [`CHANGELOG.md:${index + 1}`, line])
		.filter(([, line]) => line !== "" && !line.startsWith("## [") && !line.startsWith("### "));
}

const CONTENT_DIRECTORY = new URL("../app/content/", import.meta.url);

/** The pages written in each language (a directory with a module per language). */
export const CONTENT_PAGES = readdirSync(CONTENT_DIRECTORY, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/fr.ts`, CONTENT_DIRECTORY)))
	.map((entry) => entry.name);

/** One page's texts in one language; a page written from the instance's facts is written with `SAMPLE_FACTS`. */
export async function contentPage(page: string, locale: Locale): Promise<Text[]> {
	const module = (await import(new URL(`${page}/${locale}.ts`, CONTENT_DIRECTORY).href)) as {
		default: Json | ((facts: InstanceFacts) => Json);
	};
	const content = typeof module.default === "function" ? module.default(SAMPLE_FACTS) : module.default;
	return strings(content).map(([path, text]) => [`${page}${path}`, text]);
}

/** Every text of every page in one language. */
export async function contentPages(locale: Locale): Promise<Text[]> {
	return (await Promise.all(CONTENT_PAGES.map((page) => contentPage(page, locale)))).flat();
}
