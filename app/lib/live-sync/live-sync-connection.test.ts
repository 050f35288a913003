import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "#core/change-log/change-event.ts";
import type { SessionCheck } from "./check-session.ts";
import type { LiveSyncStatus } from "./connection-status.ts";
import { connectLiveSync, type EventSourceLike } from "./live-sync-connection.ts";

/** Stands in for the browser's EventSource: the test opens it, sends it events, and breaks it. */
class FakeEventSource implements EventSourceLike {
	readyState = 0;
	isClosed = false;
	readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
	readonly url: string;
	readonly openedAt: number;
	constructor(url: string, openedAt: number) {
		this.url = url;
		this.openedAt = openedAt;
	}
	addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
	}
	close() {
		this.isClosed = true;
		this.readyState = 2;
	}
	emit(type: string, data = "{}", lastEventId = "") {
		for (const listener of this.listeners.get(type) ?? []) {
			listener(new MessageEvent(type, { data, lastEventId }));
		}
	}
	open() {
		this.readyState = 1;
		this.emit("open");
	}
	/** The connection was lost: the browser would try again (CONNECTING). */
	lose() {
		this.readyState = 0;
		this.emit("error");
	}
	/** The server answered without a stream (a 401, a 502): the browser gives up (CLOSED). */
	refuse() {
		this.readyState = 2;
		this.emit("error");
	}
}

describe("live sync connection", () => {
	let sources: FakeEventSource[];
	let isHidden: boolean;
	let isOnline: boolean;
	let browserListeners: Array<() => void>;
	let session: SessionCheck;
	let isSigningOut: boolean;
	let statuses: LiveSyncStatus[];
	const makeHandlers = () => ({
		onChange: vi.fn<(change: ChangeEvent) => void>(),
		onReset: vi.fn<() => void>(),
		onSignedOut: vi.fn<() => void>(),
		onBuild: vi.fn<(version: string) => void>(),
		onStatus: vi.fn((status: LiveSyncStatus) => {
			statuses.push(status);
		}),
	});
	let handlers: ReturnType<typeof makeHandlers>;
	const latest = () => {
		const source = sources.at(-1);
		if (!source) throw new Error("no EventSource was created");
		return source;
	};
	const connect = (lastEventId?: string) =>
		connectLiveSync({
			lastEventId,
			handlers,
			environment: {
				createEventSource: (url) => {
					const source = new FakeEventSource(url, Date.now());
					sources.push(source);
					return source;
				},
				isHidden: () => isHidden,
				isOnline: () => isOnline,
				onBrowserChange: (listener) => {
					browserListeners.push(listener);
					return () => browserListeners.splice(browserListeners.indexOf(listener), 1);
				},
				checkSession: async () => session,
				isSigningOut: () => isSigningOut,
			},
		});
	const browserChanged = () => {
		for (const listener of browserListeners) listener();
	};

	beforeEach(() => {
		vi.useFakeTimers({ now: 0 });
		sources = [];
		isHidden = false;
		isOnline = true;
		browserListeners = [];
		session = "signedIn";
		isSigningOut = false;
		statuses = [];
		handlers = makeHandlers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("retries a lost stream after 1, 2, 5, then every 10 seconds, and starts over once one opens", async () => {
		connect();
		for (const delay of [1000, 2000, 5000, 10_000, 10_000, 10_000]) {
			latest().lose();
			await vi.advanceTimersByTimeAsync(delay);
		}
		expect(sources.map((source) => source.openedAt)).toEqual([0, 1000, 3000, 8000, 18_000, 28_000, 38_000]);
		expect(sources.slice(0, -1).every((source) => source.isClosed)).toBe(true);
		latest().open();
		latest().lose();
		await vi.advanceTimersByTimeAsync(1000);
		expect(latest().openedAt).toBe(39_000);
	});

	it("opens no stream once the tab has sent its sign-out, whether retrying a lost one or after a session check", async () => {
		connect();
		latest().open();
		latest().lose();
		isSigningOut = true;
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sources).toHaveLength(1);

		isSigningOut = false;
		browserChanged();
		latest().open();
		// The sign-out is sent; the server ends the stream before it has deleted the session.
		isSigningOut = true;
		latest().emit("signed-out");
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sources).toHaveLength(2);
		expect(handlers.onSignedOut).not.toHaveBeenCalled();
	});

	it("gives up on a stream that has not opened within 10 seconds and tries again", async () => {
		connect();
		await vi.advanceTimersByTimeAsync(9_999);
		expect(sources).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(sources[0]?.isClosed).toBe(true);
		await vi.advanceTimersByTimeAsync(1000);
		expect(sources.map((source) => source.openedAt)).toEqual([0, 11_000]);
	});

	it("hands over changes in order and resumes after the last id it got", async () => {
		connect("3");
		expect(latest().url).toBe("/api/v1/events?after=3");
		latest().open();
		latest().emit("ready", '{"seq":3}', "3");
		latest().emit("change", '{"seq":4,"entity":"task","action":"created","id":"t1","data":{"id":"t1"}}', "4");
		latest().emit("change", '{"seq":5,"entity":"task","action":"deleted","id":"t1","data":null}', "5");
		expect(handlers.onChange.mock.calls.map(([change]) => change.seq)).toEqual([4, 5]);
		latest().lose();
		await vi.advanceTimersByTimeAsync(1000);
		expect(latest().url).toBe("/api/v1/events?after=5");
		latest().open();
		latest().emit("reset", '{"seq":9}', "9");
		latest().emit("build", '{"version":"abc123"}');
		expect(handlers.onReset).toHaveBeenCalledOnce();
		expect(handlers.onBuild).toHaveBeenCalledWith("abc123");
		latest().lose();
		await vi.advanceTimersByTimeAsync(1000);
		expect(latest().url).toBe("/api/v1/events?after=9");
	});

	it("shows nothing for a stream down less than 2 seconds, and 'reconnecting' then 'live' for a longer outage", async () => {
		connect();
		latest().open();
		latest().lose();
		await vi.advanceTimersByTimeAsync(1000);
		latest().open();
		await vi.advanceTimersByTimeAsync(5000);
		expect(statuses).toEqual([]);

		latest().lose();
		await vi.advanceTimersByTimeAsync(1999);
		expect(statuses).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		expect(statuses).toEqual(["reconnecting"]);
		latest().open();
		expect(statuses).toEqual(["reconnecting", "live"]);
	});

	it("says 'offline' while the browser is offline, and reconnects as soon as it is back", async () => {
		connect();
		latest().open();
		isOnline = false;
		browserChanged();
		latest().lose();
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sources).toHaveLength(1);
		expect(statuses).toEqual(["offline"]);
		isOnline = true;
		browserChanged();
		expect(sources).toHaveLength(2);
		expect(statuses).toEqual(["offline", "reconnecting"]);
		latest().open();
		expect(statuses).toEqual(["offline", "reconnecting", "live"]);
	});

	/** A live stream that got change `seq`, closed when the browser then went offline or hid the tab (`leave`). */
	const streamLeftAfter = (seq: number, leave: () => void) => {
		connect();
		latest().open();
		latest().emit("change", JSON.stringify({ seq }), String(seq));
		leave();
		browserChanged();
		expect(latest().isClosed).toBe(true);
	};

	it("drops a stream still open when the browser goes offline, and resumes from the last id once online", async () => {
		streamLeftAfter(7, () => {
			isOnline = false;
		});
		await vi.advanceTimersByTimeAsync(2000);
		expect(statuses).toEqual(["offline"]);
		expect(sources).toHaveLength(1);
		isOnline = true;
		browserChanged();
		expect(latest().url).toBe("/api/v1/events?after=7");
		latest().open();
		expect(statuses).toEqual(["offline", "reconnecting", "live"]);
	});

	it("closes the stream while the tab is hidden and resumes from the last id when it is visible again", async () => {
		streamLeftAfter(12, () => {
			isHidden = true;
		});
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sources).toHaveLength(1);
		expect(statuses).toEqual([]);
		isHidden = false;
		browserChanged();
		expect(sources).toHaveLength(2);
		expect(latest().url).toBe("/api/v1/events?after=12");
		latest().open();
		expect(statuses).toEqual([]);
	});

	it("goes to sign-in when the session ended and this browser has no other", async () => {
		session = "signedOut";
		const connection = connect();
		latest().open();
		latest().emit("signed-out");
		await vi.advanceTimersByTimeAsync(0);
		expect(handlers.onSignedOut).toHaveBeenCalledOnce();
		expect(latest().isClosed).toBe(true);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sources).toHaveLength(1);
		connection.close();
	});

	it("keeps going when the session was only replaced, and after a refusal that was not about the session", async () => {
		connect();
		latest().open();
		latest().emit("change", '{"seq":2}', "2");
		latest().emit("signed-out");
		await vi.advanceTimersByTimeAsync(1000);
		expect(sources).toHaveLength(2);
		expect(latest().url).toBe("/api/v1/events?after=2");
		latest().refuse();
		await vi.advanceTimersByTimeAsync(2000);
		expect(sources).toHaveLength(3);
		expect(handlers.onSignedOut).not.toHaveBeenCalled();
	});

	it("stops for good when closed", async () => {
		const connection = connect();
		latest().open();
		connection.close();
		expect(latest().isClosed).toBe(true);
		expect(browserListeners).toHaveLength(0);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sources).toHaveLength(1);
	});
});
