// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { authClient } from "#app/lib/auth-client.ts";
import { hasChangesInFlight } from "#app/lib/changes-in-flight.ts";
import { checkSession } from "./check-session.ts";

describe("the session check after a stream's end", () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it("asks only once a password change in flight has its answer (which brings the new session)", async () => {
		const asked: string[] = [];
		let answerPasswordChange: (response: Response) => void = () => {};
		vi.stubGlobal(
			"fetch",
			vi.fn((input: RequestInfo | URL) => {
				const path = new URL(String(input instanceof Request ? input.url : input), "http://localhost").pathname;
				asked.push(path);
				if (path === "/api/auth/change-password")
					return new Promise<Response>((resolve) => {
						answerPasswordChange = resolve;
					});
				return Promise.resolve(Response.json({ session: {}, user: {} }));
			}),
		);
		const changed = authClient.changePassword({ currentPassword: "a", newPassword: "b", revokeOtherSessions: true });
		await vi.waitFor(() => expect(asked).toContain("/api/auth/change-password"));
		expect(hasChangesInFlight()).toBe(true);

		const check = checkSession();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(asked).not.toContain("/api/auth/get-session");

		answerPasswordChange(Response.json({ token: "t", user: {} }));
		await changed;
		expect(await check).toBe("signedIn");
		expect(asked.at(-1)).toBe("/api/auth/get-session");
		expect(hasChangesInFlight()).toBe(false);
	});

	it("says signed out when better-auth knows no session, and unknown when it cannot be asked", async () => {
		vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(Response.json(null)));
		expect(await checkSession()).toBe("signedOut");
		vi.stubGlobal("fetch", vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")));
		expect(await checkSession()).toBe("unknown");
	});
});
