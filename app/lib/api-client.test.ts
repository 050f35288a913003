// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, MAX_NETWORK_RETRIES, NetworkError } from "./api-client.ts";
import { hasChangesInFlight, onChangesSettled } from "./changes-in-flight.ts";

describe("API client", () => {
	const assign = vi.fn();
	beforeEach(() => {
		vi.useFakeTimers();
		vi.stubGlobal("location", { ...window.location, pathname: "/fr/profile", search: "?tab=x", assign });
	});
	afterEach(() => {
		vi.useRealTimers();
		vi.unstubAllGlobals();
		assign.mockReset();
	});

	it("retries a network failure up to 3 times with the same idempotency key, then gives up", async () => {
		const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
		vi.stubGlobal("fetch", fetchMock);
		const result = apiRequest("/things", {
			method: "POST",
			body: { a: 1 },
			idempotencyKey: "key-1",
			locale: "fr",
		}).catch((error: unknown) => error);
		await vi.runAllTimersAsync();
		expect(await result).toBeInstanceOf(NetworkError);
		expect(fetchMock).toHaveBeenCalledTimes(1 + MAX_NETWORK_RETRIES);
		const keys = fetchMock.mock.calls.map(
			([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers["idempotency-key"],
		);
		expect(new Set(keys)).toEqual(new Set(["key-1"]));
	});

	it("succeeds when a retry gets through", async () => {
		const fetchMock = vi
			.fn()
			.mockRejectedValueOnce(new TypeError("Failed to fetch"))
			.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true }), { status: 200 }));
		vi.stubGlobal("fetch", fetchMock);
		const result = apiRequest<{ ok: boolean }>("/things", { locale: "en" });
		await vi.runAllTimersAsync();
		expect(await result).toEqual({ ok: true });
	});

	it("does not retry a refusal, and exposes its code and field messages", async () => {
		const body = {
			error: { code: "bad_request", message: "Check the fields", fields: { title: "This field is required" } },
		};
		const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 400 }));
		vi.stubGlobal("fetch", fetchMock);
		const error = await apiRequest("/things", { method: "POST", body: {}, locale: "en" }).catch(
			(caught: unknown) => caught,
		);
		expect(error).toBeInstanceOf(ApiError);
		expect(error).toMatchObject({ status: 400, code: "bad_request", fields: { title: "This field is required" } });
		expect(fetchMock).toHaveBeenCalledTimes(1);
	});

	it("on 401 clears local state and goes to this language's sign-in page, coming back afterwards", async () => {
		sessionStorage.setItem("draft", "x");
		vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 401 })));
		await expect(apiRequest("/me", { locale: "fr" })).rejects.toBeInstanceOf(ApiError);
		expect(sessionStorage.getItem("draft")).toBeNull();
		expect(assign).toHaveBeenCalledWith(`/fr/login?redirect=${encodeURIComponent("/fr/profile?tab=x")}`);
	});

	it("counts a change as in flight until its answer, through retries and refusals; reads do not count", async () => {
		const answers: Array<(response: Response) => void> = [];
		vi.stubGlobal(
			"fetch",
			vi
				.fn()
				.mockRejectedValueOnce(new TypeError("Failed to fetch"))
				.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve))),
		);
		const settled = vi.fn();
		const unsubscribe = onChangesSettled(settled);

		const read = apiRequest("/things", { locale: "en" });
		await vi.advanceTimersByTimeAsync(1000);
		expect(hasChangesInFlight()).toBe(false);
		answers.shift()?.(new Response("{}", { status: 200 }));
		await read;

		const first = apiRequest("/things", { method: "POST", body: {}, locale: "en" });
		const second = apiRequest("/things/1", { method: "DELETE", locale: "en" }).catch((error: unknown) => error);
		expect(hasChangesInFlight()).toBe(true);
		await vi.advanceTimersByTimeAsync(1000);
		answers.shift()?.(new Response("{}", { status: 200 }));
		await first;
		expect(hasChangesInFlight()).toBe(true);
		expect(settled).not.toHaveBeenCalled();
		answers.shift()?.(new Response(JSON.stringify({ error: { code: "not_found", message: "" } }), { status: 404 }));
		expect(await second).toBeInstanceOf(ApiError);
		expect(hasChangesInFlight()).toBe(false);
		expect(settled).toHaveBeenCalledTimes(1);
		unsubscribe();
	});
});
