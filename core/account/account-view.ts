import { eq } from "drizzle-orm";
import { listSignInMethods } from "#core/auth/list-sign-in-methods.ts";
import type { Db } from "#db/client.server.ts";
import { user } from "#db/schema/auth.ts";

/** The signed-in user as GET /api/v1/me answers, with their sign-in methods; also what live sync sends when it changes. */
export type AccountView = {
	id: string;
	email: string | null;
	name: string | null;
	isAnonymous: boolean;
	emailVerified: boolean;
	twoFactorEnabled: boolean;
	/** One per sign-in method: "credential" (email and password), "google", "anonymous"… */
	providers: string[];
};

type UserFields = {
	id: string;
	email: string;
	name: string;
	isAnonymous?: boolean | null;
	emailVerified: boolean;
	twoFactorEnabled?: boolean | null;
};

export function toAccountView(person: UserFields, providers: readonly string[]): AccountView {
	return {
		id: person.id,
		email: person.isAnonymous ? null : person.email,
		name: person.isAnonymous ? null : person.name,
		isAnonymous: Boolean(person.isAnonymous),
		emailVerified: person.emailVerified,
		twoFactorEnabled: Boolean(person.twoFactorEnabled),
		providers: [...providers],
	};
}

/** Undefined once the user is gone. */
export async function readAccountView(db: Db, userId: string): Promise<AccountView | undefined> {
	const [person] = await db.select().from(user).where(eq(user.id, userId));
	return person && toAccountView(person, await listSignInMethods({ db, userId }));
}
