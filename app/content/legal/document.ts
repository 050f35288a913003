import type { Config } from "#config/env.server.ts";

/** Running text: plain strings and links. A link to "/…" is put in the page's language (not /.well-known/…). */
export type Inline = string | { href: string; text: string };
/** A paragraph, or a bulleted list of paragraphs. */
export type Block = Inline[] | { items: Inline[][] };
export type Section = { heading: string; blocks: Block[]; subsections?: Section[] };

/** A legal or informational page: a lead paragraph, then sections (h2) and their subsections (h3). */
export type LegalText = { lead: Inline[]; sections: Section[] };

/** What the server knows about this instance and the pages state (from its configuration). */
export type InstanceFacts = {
	/** Who runs this instance, each part only when configured (OPERATOR_* in config/env.server.ts). */
	operator: Config["operator"];
	authRateLimitPerMinute: number;
	changeLogRetentionDays: number;
	anonymousUserRetentionDays: number;
	/** Whether Google sign-in is configured: the pages name Google as a way in only then. */
	isGoogleEnabled: boolean;
};

/** Drops the sections and paragraphs a language module left out (null) because a fact is not configured. */
export function present<T>(items: Array<T | null | false | undefined>): T[] {
	return items.filter((item): item is T => item !== null && item !== false && item !== undefined);
}
