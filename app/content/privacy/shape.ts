import type { Inline, Section } from "#app/content/legal/document.ts";
import type { DescribedTable, TableEntry, TableGroup } from "./tables.ts";

/** The privacy page in one language: sections before the data inventory, the inventory, and sections after it. */
export type PrivacyText = {
	lead: Inline[];
	before: Section[];
	inventory: {
		heading: string;
		intro: Inline[];
		groups: Record<TableGroup, string>;
		labels: { table: string; holds: string; why: string; kept: string };
		tables: Record<DescribedTable, TableEntry>;
	};
	after: Section[];
};
