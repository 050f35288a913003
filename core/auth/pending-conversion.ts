import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "#core/constants.ts";
import { z } from "#core/validation/zod.ts";
import type { Db } from "#db/client.server.ts";
import { verification } from "#db/schema/auth.ts";

/** How long the "confirm your address to keep your tasks" link works. */
const PENDING_CONVERSION_MS = 24 * 60 * 60 * 1000;

const pendingSchema = z.object({
	userId: z.string(),
	email: z.string(),
	passwordHash: z.string(),
	locale: z.string().refine(isLocale),
});
export type PendingConversion = { userId: string; email: string; passwordHash: string; locale: Locale };

// Only the token's digest is stored: a copy of the table gives no working link.
const identifierOf = (token: string) => `keep-data:${createHash("sha256").update(token).digest("base64url")}`;

/**
 * An anonymous user's request to keep its tasks under an email and password, waiting for the address's owner to open
 * the mailed link: kept in better-auth's verification table (the password as its hash only). Answers the link's token.
 */
export async function storePendingConversion({ db, ...pending }: PendingConversion & { db: Db }): Promise<string> {
	const token = randomBytes(32).toString("base64url");
	await db.insert(verification).values({
		id: randomUUID(),
		identifier: identifierOf(token),
		value: JSON.stringify(pending),
		expiresAt: new Date(Date.now() + PENDING_CONVERSION_MS),
	});
	return token;
}

/**
 * Takes the pending conversion a link's token names, once: the row is deleted as it is read, so two clicks (or two
 * instances) never both get it. Undefined for a used, expired or forged token.
 */
export async function claimPendingConversion({ db, token }: { db: Db; token: string }) {
	if (!token) return undefined;
	const [row] = await db
		.delete(verification)
		.where(eq(verification.identifier, identifierOf(token)))
		.returning({ value: verification.value, expiresAt: verification.expiresAt });
	if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
	const parsed = pendingSchema.safeParse(JSON.parse(row.value));
	return parsed.success ? (parsed.data as PendingConversion) : undefined;
}
