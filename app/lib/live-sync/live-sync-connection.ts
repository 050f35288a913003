import { isSigningOut } from "#app/lib/signing-out.ts";
import type { ChangeEvent } from "#core/change-log/change-event.ts";
import { REALTIME_REQUEST_TIMEOUT_MS } from "#core/constants.ts";
import { checkSession as askServer, type SessionCheck } from "./check-session.ts";
import { createStatusReporter, type LiveSyncStatus } from "./connection-status.ts";
import { reconnectDelayMs } from "./reconnect-delay.ts";

export type LiveSyncHandlers = {
	/** A change of the user's data, in order, each once: apply it to the page's copy. */
	onChange: (change: ChangeEvent) => void;
	/** The stream could not resume from where this tab was: reload the page's data (its loaders), then go on. */
	onReset: () => void;
	/** The session ended and this browser has no other: send the tab to sign-in. The connection is closed. */
	onSignedOut: () => void;
	/** The client build the server serves (on every connection, and when it changes). */
	onBuild?: (version: string) => void;
	/** "live", or after REALTIME_STATUS_DELAY_MS down: "reconnecting" or "offline". Only changes are reported. */
	onStatus?: (status: LiveSyncStatus) => void;
};

/** The part of the browser's EventSource this module uses. */
export type EventSourceLike = {
	readonly readyState: number;
	addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
	close: () => void;
};

/** The browser, injected so that the logic runs under fake timers and fake events in tests. */
export type LiveSyncEnvironment = {
	createEventSource: (url: string) => EventSourceLike;
	isHidden: () => boolean;
	isOnline: () => boolean;
	/** Calls back on visibilitychange, online and offline; answers how to stop. */
	onBrowserChange: (listener: () => void) => () => void;
	checkSession: () => Promise<SessionCheck>;
	/** True once the tab has sent its sign-out: a stream opened then would be refused, and the tab leaves anyway. */
	isSigningOut: () => boolean;
};

const CLOSED = 2;

/**
 * One tab's connection to GET /api/v1/events: opens it, resumes after the last id it got, and on a lost stream retries
 * after 1, 2, 5, then every 10 seconds (a stream that has not opened within 10 seconds counts as lost). A hidden tab
 * closes its stream and resumes from its last id once visible again; an offline browser waits to be online.
 */
export function connectLiveSync({
	url = "/api/v1/events",
	lastEventId,
	handlers,
	environment = browserEnvironment(),
}: {
	url?: string;
	/** Where the page's data stands, when it knows (else the stream starts from now). */
	lastEventId?: string;
	handlers: LiveSyncHandlers;
	environment?: LiveSyncEnvironment;
}) {
	let position = lastEventId;
	let source: EventSourceLike | undefined;
	let openTimer: ReturnType<typeof setTimeout> | undefined;
	let retryTimer: ReturnType<typeof setTimeout> | undefined;
	let failures = 0;
	let isClosed = false;
	const status = createStatusReporter({
		onStatus: (value) => handlers.onStatus?.(value),
		isOnline: environment.isOnline,
	});

	const drop = () => {
		clearTimeout(openTimer);
		source?.close();
		source = undefined;
	};
	const retryLater = () => {
		drop();
		status.down();
		clearTimeout(retryTimer);
		if (isClosed || environment.isHidden() || !environment.isOnline()) return;
		retryTimer = setTimeout(connect, reconnectDelayMs(failures));
		failures += 1;
	};
	// The server ended the stream for this session, or refused it: a 401 means signed out; anything else is retried.
	const verifySession = async () => {
		drop();
		status.down();
		const answer = await environment.checkSession();
		if (isClosed) return;
		if (answer === "signedOut") {
			close();
			handlers.onSignedOut();
		} else retryLater();
	};

	function connect() {
		clearTimeout(retryTimer);
		if (isClosed || source || environment.isHidden() || environment.isSigningOut()) return;
		const target = position === undefined ? url : `${url}${url.includes("?") ? "&" : "?"}after=${position}`;
		const current = environment.createEventSource(target);
		source = current;
		openTimer = setTimeout(() => current === source && retryLater(), REALTIME_REQUEST_TIMEOUT_MS);
		const listen = (type: string, handle: (event: MessageEvent<string>) => void) =>
			current.addEventListener(type, (event) => {
				if (current === source) handle(event);
			});
		listen("open", () => {
			clearTimeout(openTimer);
			failures = 0;
			status.up();
		});
		listen("ready", (event) => {
			position = event.lastEventId || position;
		});
		listen("change", (event) => {
			position = event.lastEventId || position;
			handlers.onChange(JSON.parse(event.data) as ChangeEvent);
		});
		listen("reset", (event) => {
			position = event.lastEventId || position;
			handlers.onReset();
		});
		listen("build", (event) => handlers.onBuild?.((JSON.parse(event.data) as { version: string }).version));
		listen("signed-out", () => void verifySession());
		// CLOSED: the server answered something other than a stream (401, 5xx); otherwise the connection was lost.
		listen("error", () => (current.readyState === CLOSED ? void verifySession() : retryLater()));
	}

	const stopWatching = environment.onBrowserChange(() => {
		status.networkChanged();
		if (environment.isHidden()) {
			clearTimeout(retryTimer);
			drop();
			status.pause();
		} else if (!environment.isOnline()) {
			// A stream open when the browser goes offline may linger without a byte getting through (Chromium keeps
			// it): it counts as lost, and the stream reopens from the last id once online.
			if (source) retryLater();
		} else if (!source && environment.isOnline()) {
			failures = 0;
			status.down();
			connect();
		}
	});

	function close() {
		isClosed = true;
		clearTimeout(retryTimer);
		drop();
		status.stop();
		stopWatching();
	}

	connect();
	return {
		/** Closes the stream for good (the page goes away). */
		close,
		/** The last position this tab got, to hand to a later connection. */
		lastEventId: () => position,
	};
}

function browserEnvironment(): LiveSyncEnvironment {
	return {
		createEventSource: (url) => new EventSource(url),
		isHidden: () => document.visibilityState === "hidden",
		isOnline: () => navigator.onLine,
		onBrowserChange: (listener) => {
			document.addEventListener("visibilitychange", listener);
			window.addEventListener("online", listener);
			window.addEventListener("offline", listener);
			return () => {
				document.removeEventListener("visibilitychange", listener);
				window.removeEventListener("online", listener);
				window.removeEventListener("offline", listener);
			};
		},
		checkSession: askServer,
		isSigningOut,
	};
}
