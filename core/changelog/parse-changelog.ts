// Browser-safe: reads a changelog in the Keep a Changelog format (https://keepachangelog.com/en/1.1.0/).

/** The section kinds Keep a Changelog names; the files keep these English words, the page translates them. */
const CHANGE_KINDS = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"] as const;
type ChangeKind = (typeof CHANGE_KINDS)[number];

export type Release = {
	version: string;
	/** The release's day, YYYY-MM-DD. */
	date: string;
	sections: Array<{ kind: ChangeKind; items: string[] }>;
};

const RELEASE_HEADING = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/;
const SECTION_HEADING = /^### (\w+)$/;

/**
 * The releases of a changelog, as written (newest first). Anything before the first release (the title and its
 * introduction) is left out; a heading or line the format does not know is an error, so a typo cannot hide an entry.
 */
export function parseChangelog(markdown: string): Release[] {
	const releases: Release[] = [];
	for (const [index, line] of markdown.split("\n").entries()) {
		const release = RELEASE_HEADING.exec(line);
		if (release) {
			releases.push({ version: release[1] ?? "", date: release[2] ?? "", sections: [] });
			continue;
		}
		const current = releases.at(-1);
		if (!current || line.trim() === "") continue;
		const section = SECTION_HEADING.exec(line)?.[1];
		if (section !== undefined) {
			if (!isChangeKind(section)) throw new Error(`changelog line ${index + 1}: unknown section "${section}"`);
			current.sections.push({ kind: section, items: [] });
		} else if (line.startsWith("- ") && current.sections.length > 0) {
			current.sections.at(-1)?.items.push(line.slice(2).trim());
		} else {
			throw new Error(`changelog line ${index + 1}: expected a release, a section or an item: "${line}"`);
		}
	}
	return releases;
}

function isChangeKind(value: string | undefined): value is ChangeKind {
	return (CHANGE_KINDS as readonly string[]).includes(value ?? "");
}
