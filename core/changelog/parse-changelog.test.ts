import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { parseChangelog } from "./parse-changelog.ts";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const english = parseChangelog(read("CHANGELOG.md"));

describe("the changelog", () => {
	it("lists releases newest first, each with a date and at least one change", () => {
		expect(english.length).toBeGreaterThan(0);
		const dates = english.map((release) => release.date);
		expect(dates).toEqual([...dates].sort().reverse());
		for (const release of english) {
			expect(release.sections.flatMap((section) => section.items).length, release.version).toBeGreaterThan(0);
		}
	});

	it.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))(
		"has every entry in %s, release by release",
		(locale) => {
			const translated = parseChangelog(read(`locales/${locale}/CHANGELOG.md`));
			const shape = (releases: typeof english) =>
				releases.map(({ version, date, sections }) => ({
					version,
					date,
					sections: sections.map(({ kind, items }) => ({ kind, count: items.length })),
				}));
			expect(shape(translated)).toEqual(shape(english));
		},
	);

	it("refuses what the format does not know instead of dropping it", () => {
		expect(() => parseChangelog("## [1.0.0] - 2026-01-01\n\n### Improved\n\n- x")).toThrow(
			'unknown section "Improved"',
		);
		expect(() => parseChangelog("## [1.0.0] - 2026-01-01\n\n### Added\n\n* x")).toThrow("line 5");
		expect(parseChangelog("# Changelog\n\nIntro.\n\n## [1.0.0] - 2026-01-01\n\n### Fixed\n\n- A bug.")).toEqual([
			{ version: "1.0.0", date: "2026-01-01", sections: [{ kind: "Fixed", items: ["A bug."] }] },
		]);
	});
});
