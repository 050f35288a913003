import { expect } from "vitest";
import { apiClient } from "#tests/setup/api-client.ts";
import { describeEachDatabase, test } from "#tests/setup/fixtures.ts";

// A browser whose session ends here forgets the user's offline copies and unsent changes (security review D3).
const clearSiteData = (response: Response) => response.headers.get("clear-site-data");
const CLEARED = '"cache", "storage"';

describeEachDatabase("Clear-Site-Data when a session ends", () => {
	test("a sign-out tells the browser to clear its cache and storage; a refused one does not", async ({
		app,
		newUser,
	}) => {
		const account = await newUser({ account: "email" });
		const signedOut = await account.post("/api/auth/sign-out");
		expect(signedOut.status).toBe(200);
		expect(clearSiteData(signedOut)).toBe(CLEARED);

		// A browser whose session was ended elsewhere is signed out all the same, and forgets as much.
		const stranger = await apiClient(app).post("/api/auth/sign-out");
		expect(stranger.status).toBe(200);
		expect(clearSiteData(stranger)).toBe(CLEARED);

		// Refused: another site's page asking, a body better-auth does not take.
		const other = await newUser({ account: "email" });
		const foreign = await other.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
		expect(foreign.status).toBe(403);
		expect(clearSiteData(foreign)).toBeNull();
		const unreadable = await other.send("POST", "/api/auth/sign-out", "bye", {
			"content-type": "text/plain",
		});
		expect(unreadable.ok).toBe(false);
		expect(clearSiteData(unreadable)).toBeNull();
		expect((await other.get("/api/v1/me")).status).toBe(200);

		// Other answers of better-auth say nothing of it.
		expect(clearSiteData(await other.get("/api/auth/get-session"))).toBeNull();
	});

	test("an account deletion tells the browser to clear its cache and storage; a refused one does not", async ({
		app,
		newUser,
	}) => {
		const owner = await newUser({ account: "email" });
		const refused = await owner.send("DELETE", "/api/v1/account", { confirmation: "someone@example.test" });
		expect(refused.status).toBe(400);
		expect(clearSiteData(refused)).toBeNull();
		const nobody = await apiClient(app).send("DELETE", "/api/v1/account", { confirmation: "DELETE" });
		expect(nobody.status).toBe(401);
		expect(clearSiteData(nobody)).toBeNull();

		const deleted = await owner.send("DELETE", "/api/v1/account", { confirmation: owner.email });
		expect(deleted.status).toBe(204);
		expect(clearSiteData(deleted)).toBe(CLEARED);
	});
});
