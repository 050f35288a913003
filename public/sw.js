// Quadrant's service worker (ADR 0031, 0033): it shows the due-date reminders the server pushes and opens the matrix
// when one is clicked; it makes Quadrant installable; and after one online visit it opens the app pages with no
// network, with the signed-in user's last known tasks.
//
// Online nothing changes: pages and their data come from the server (network first), so an online visit never sees
// a stale page; only when the network fails does the worker answer from its copies. Hashed assets never change under
// their URL, so they come from the cache first. The copies of a user's pages are that user's alone: a page answered
// for someone else, or for nobody (signed out), drops them. A session can also end where this browser does not hear
// of it (signed out from another device, expired): so the user's copies are served only while the server confirmed
// the session recently enough (`copyMaxAgeMs`); past that, offline pages get a page saying so instead.

// The server fills this line in with its build (server/api/app-worker.ts): the caches carry the build's version, so
// a new build is a new worker, which drops the old caches when it takes over; `assets` are the build's scripts and
// styles, `routes` its route manifest, `offlinePages` the page shown offline in each language when the user's copies
// are too old. As it stands here (development), nothing is kept ahead.
const BUILD = { version: "development", assets: [], ownerHeader: "x-quadrant-owner", copyMaxAgeMs: 604800000 };

const OWN_CACHES = "quadrant-";
const THIS_VERSION = `${OWN_CACHES}${BUILD.version}-`;
const ASSETS = `${THIS_VERSION}assets`;
/** Public pages (the owner header says `public`): the same for everyone. */
const PUBLIC = `${THIS_VERSION}public`;
/** The signed-in user's pages and their data, in `…-user-<owner key>`: at most one such cache at a time. */
const USER = `${THIS_VERSION}user-`;
const isUserCache = (name) => name.startsWith(OWN_CACHES) && name.includes("-user-");
/**
 * An empty cache named `…signed-in-<owner key>`: the user the last page was answered for, whose unsent changes a
 * session that lapsed leaves in place (signing in again sends them). Kept across versions.
 */
const SIGNED_IN = `${OWN_CACHES}signed-in-`;
/** The IndexedDB databases of the users' unsent changes, `quadrant-changes-<user id>` (app/lib/change-queue/). */
const QUEUE_DATABASE = "quadrant-changes-";
/** After the last change the pages heard of, the copies of the user's pages are refreshed this much later. */
const REFRESH_DELAY_MS = 2000;
/** A copy is one per address: the request headers an answer may vary by (its encoding) make no other copy. */
const MATCH = { ignoreVary: true };
/** When a user's copy was kept (ms since the epoch): the server had confirmed the session then. */
const KEPT_AT = "x-quadrant-kept-at";

/**
 * A newer version is installed and waits: it takes over only once this worker has no event in progress, so what this
 * one does for later (refreshing its copies, keeping more pages) is left to the new one, which makes its own copies.
 */
const isGivingWay = () => self.registration.waiting !== null;
/** The longest a page fetched for the copies may take: an event waiting on it would also hold a new version back. */
const COPY_FETCH_TIMEOUT_MS = 15_000;

/** Pages (their client ids) that were answered from a copy: they ask, and show the offline notice. */
const servedFromCopies = new Set();
/** Counts sign-outs: a page fetched before one is not kept after it. */
let generation = 0;

self.addEventListener("install", (event) => {
	// A new version takes over at once: its copies are made before it does, and pages need nothing of the old one.
	self.skipWaiting();
	event.waitUntil(Promise.all([precacheAssets(), carryPagesOver()]));
});

self.addEventListener("activate", (event) => {
	// Navigation preload: the page's request starts while the worker itself starts, so the worker costs no wait.
	const preload = self.registration.navigationPreload?.enable();
	event.waitUntil(Promise.all([dropOtherVersions(), preload]).then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
	const { request } = event;
	if (request.method !== "GET") return;
	// Every page load, /api/ links included (a sign-in link is used once: its navigation preload must be the one request
	// made for it); only the answers that say whose they are get kept.
	if (request.mode === "navigate") return event.respondWith(networkFirst(event, false));
	const url = new URL(request.url);
	if (url.pathname === "/__manifest" && BUILD.routes) return event.respondWith(routeManifest(request, url));
	// The API, the live stream and anything of another origin go to the network as if there were no worker.
	if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
	if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request));
	else if (url.pathname.endsWith(".data")) event.respondWith(networkFirst(event, true));
});

self.addEventListener("message", (event) => {
	const { data, source } = event;
	if (data?.type === "warm" && Array.isArray(data.paths)) event.waitUntil(warm(data.paths));
	else if (data?.type === "changed" && !isGivingWay()) event.waitUntil(refreshSoon());
	else if (data?.type === "forget") event.waitUntil(forgetUser());
	else if (data?.type === "copy?" && source && servedFromCopies.has(source.id)) source.postMessage({ type: "copy" });
});

async function cacheFirst(request) {
	const cache = await caches.open(ASSETS);
	const kept = await cache.match(request, MATCH);
	if (kept) return kept;
	const response = await fetch(request);
	if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
	return response;
}

/**
 * React Router's route discovery: from the server; offline, every route of this build at once (what it would get
 * piecemeal), so that discovering the links of a page copy does not fail.
 */
async function routeManifest(request, url) {
	try {
		return await fetch(request);
	} catch (error) {
		if (url.searchParams.get("version") !== BUILD.version) throw error;
		return Response.json(BUILD.routes);
	}
}

async function networkFirst(event, isData) {
	const { request } = event;
	const since = generation;
	try {
		const response = (isData ? undefined : await event.preloadResponse) ?? (await fetch(request));
		event.waitUntil(keep(request.url, response.clone(), isData, since));
		return response;
	} catch (error) {
		const copy = await copyOf(request.url, isData);
		if (copy) {
			if (isData) event.waitUntil(tellServedFromCopy(event.clientId));
			else servedFromCopies.add(event.resultingClientId);
			return copy;
		}
		// React Router asked for data no copy holds: it loads the page as a document instead, which may have one.
		if (isData) return reloadAsDocument(request.url);
		// The user's copies are too old to show: a page that says so, in the page's language.
		if (copy === null) return offlinePage(request.url) ?? Promise.reject(error);
		// No copy: the browser's own offline page, as without a worker.
		throw error;
	}
}

/** Keeps an answer as its owner header says: the user's, everyone's, or nobody's (which drops the user's copies). */
async function keep(url, response, isData, since) {
	const owner = response.headers.get(BUILD.ownerHeader);
	// The session is gone (signed out, ended from another device, expired): no copy of it stays, and no other user's
	// unsent changes either; the last user's stay for them to sign in again.
	if (owner === "none") return Promise.all([forgetUser(), forgetUnsentChangesBut(await lastSignedIn())]);
	if (since !== generation || response.status !== 200 || response.redirected || !owner) return;
	if (owner === "public") {
		if (!isData) await (await caches.open(PUBLIC)).put(url, response);
		return;
	}
	await Promise.all([forgetUser(owner), rememberSignedIn(owner), forgetUnsentChangesBut(owner)]);
	const headers = new Headers(response.headers);
	headers.set(KEPT_AT, String(Date.now()));
	const kept = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
	await (await caches.open(`${USER}${owner}`)).put(url, kept);
}

/**
 * Drops every user's copies but `owner`'s, of any version: on sign-out (no owner), or when a page was answered for
 * someone else.
 */
async function forgetUser(owner) {
	if (owner === undefined) generation++;
	const names = await caches.keys();
	const isOthers = (name) => isUserCache(name) && (owner === undefined || !name.endsWith(`-user-${owner}`));
	await Promise.all(names.filter(isOthers).map((name) => caches.delete(name)));
}

async function lastSignedIn() {
	return (await caches.keys()).find((name) => name.startsWith(SIGNED_IN))?.slice(SIGNED_IN.length);
}

async function rememberSignedIn(owner) {
	const names = await caches.keys();
	if (names.includes(`${SIGNED_IN}${owner}`)) return;
	await Promise.all(names.filter((name) => name.startsWith(SIGNED_IN)).map((name) => caches.delete(name)));
	await caches.open(`${SIGNED_IN}${owner}`);
}

/** Deletes every user's database of unsent changes but that of the user with owner key `owner` (every one without). */
async function forgetUnsentChangesBut(owner) {
	try {
		const others = [];
		for (const { name } of await indexedDB.databases()) {
			if (name?.startsWith(QUEUE_DATABASE) && (await ownerKey(name.slice(QUEUE_DATABASE.length))) !== owner) {
				others.push(name);
			}
		}
		await Promise.all(others.map(deleteDatabase));
	} catch {
		// No IndexedDB here, or no list of its databases: nothing to do.
	}
}

function deleteDatabase(name) {
	return new Promise((resolve) => {
		const request = indexedDB.deleteDatabase(name);
		// A tab that holds it open delays the deletion until it lets go; nothing waits for that.
		request.onsuccess = request.onerror = request.onblocked = resolve;
	});
}

/** A user id's owner key, as the server makes it (server/react-router-handler.ts: SHA-256, base64url, 22 characters). */
async function ownerKey(userId) {
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(userId)));
	const base64 = btoa(String.fromCharCode(...digest));
	return base64.replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "").slice(0, 22);
}

/**
 * The user's copy first (exactly this address, else the same page with other search parameters), then public. A user's
 * copies the server has not confirmed for `copyMaxAgeMs` are deleted, not served: then, with no public copy, null.
 */
async function copyOf(url, isData) {
	const names = (await caches.keys()).filter((name) => name.startsWith(USER) || (!isData && name === PUBLIC));
	let isExpired = false;
	for (const name of names.sort((a, b) => Number(a === PUBLIC) - Number(b === PUBLIC))) {
		const cache = await caches.open(name);
		if (name !== PUBLIC && !(await isConfirmedRecently(cache))) {
			// Emptied, not deleted: an empty user cache still says why nothing is shown, until an online answer decides.
			isExpired = true;
			await caches.delete(name);
			await caches.open(name);
			continue;
		}
		// Data for other routes would not fit the page: only the exact request's.
		const copy =
			(await cache.match(url, MATCH)) ??
			(isData ? undefined : await cache.match(url, { ...MATCH, ignoreSearch: true }));
		if (copy) return copy;
	}
	return isExpired ? null : undefined;
}

/**
 * Whether the server confirmed the session of a user's copies within `copyMaxAgeMs`: the newest of them was kept then
 * (any page or data answered for the user refreshes its own copy). A clock set back counts as not confirmed.
 */
async function isConfirmedRecently(cache) {
	const copies = await cache.matchAll(undefined, MATCH);
	const newest = Math.max(0, ...copies.map((copy) => Number(copy.headers.get(KEPT_AT)) || 0));
	const age = Date.now() - newest;
	return age >= 0 && age <= BUILD.copyMaxAgeMs;
}

/** The page shown offline instead of copies too old to show, in the language of `url` (none in development). */
function offlinePage(url) {
	const pages = BUILD.offlinePages;
	if (!pages) return undefined;
	const [first] = new URL(url).pathname.split("/").filter(Boolean);
	const locale = Object.hasOwn(pages, first ?? "") ? first : "en";
	return new Response(pages[locale], {
		headers: {
			"Content-Type": "text/html; charset=utf-8",
			"Cache-Control": "no-store",
			"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
		},
	});
}

async function tellServedFromCopy(clientId) {
	const client = await self.clients.get(clientId);
	client?.postMessage({ type: "copy" });
}

/** React Router's answer for "load this page as a document" (a redirect to itself with X-Remix-Reload-Document). */
function reloadAsDocument(dataUrl) {
	const url = new URL(dataUrl);
	url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.slice(0, -5);
	url.searchParams.delete("_routes");
	return new Response(null, {
		status: 204,
		headers: { "X-Remix-Redirect": `${url.pathname}${url.search}`, "X-Remix-Reload-Document": "true" },
	});
}

/** The app pages of a language the user opened (sent by the app layout): kept now, so they open offline later. */
async function warm(paths) {
	for (const path of paths) {
		if (isGivingWay()) return;
		const url = new URL(path, self.location.origin).href;
		if (await hasUserCopy(url)) continue;
		await fetchAndKeep(url, true);
	}
}

async function hasUserCopy(url) {
	const names = (await caches.keys()).filter((name) => name.startsWith(USER));
	for (const name of names) if (await (await caches.open(name)).match(url, MATCH)) return true;
	return false;
}

/** Fetches a page for the copies; with `withAssets`, also what its HTML names under /assets/ (the catalog). */
async function fetchAndKeep(url, withAssets) {
	const since = generation;
	try {
		const response = await fetch(url, {
			headers: { accept: "text/html" },
			signal: AbortSignal.timeout(COPY_FETCH_TIMEOUT_MS),
		});
		if (withAssets && response.ok) await precacheNamedAssets(await response.clone().text());
		await keep(url, response, false, since);
	} catch {
		// Offline or the server down: the copies stay as they are.
	}
}

async function precacheNamedAssets(html) {
	const cache = await caches.open(ASSETS);
	const named = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|json)/g) ?? []);
	await Promise.all(
		[...named].map(async (url) => (await cache.match(url, MATCH)) || cache.add(url).catch(() => undefined)),
	);
}

async function precacheAssets() {
	const cache = await caches.open(ASSETS);
	// One by one and best effort: a file that fails to load must not cost the worker its install (and push with it).
	await Promise.all(
		BUILD.assets.map(async (url) => (await cache.match(url, MATCH)) || cache.add(url).catch(() => undefined)),
	);
}

/** A new version copies the pages the last one kept (the languages the user visited), fresh from the server. */
async function carryPagesOver() {
	const names = (await caches.keys()).filter(
		(name) =>
			name.startsWith(OWN_CACHES) &&
			!name.startsWith(THIS_VERSION) &&
			!name.startsWith(SIGNED_IN) &&
			!name.endsWith("-assets"),
	);
	for (const name of names) {
		const requests = await (await caches.open(name)).keys();
		for (const request of requests) {
			if (!new URL(request.url).pathname.endsWith(".data")) await fetchAndKeep(request.url, true);
		}
	}
}

async function dropOtherVersions() {
	const names = await caches.keys();
	await Promise.all(
		names
			.filter((name) => name.startsWith(OWN_CACHES) && !name.startsWith(THIS_VERSION) && !name.startsWith(SIGNED_IN))
			.map((name) => caches.delete(name)),
	);
}

let refreshing;
let lastChange = 0;

/**
 * The user's tasks changed (a page heard it on the live stream): once the changes settle, the copies of the user's
 * pages are fetched again, so that a page opened offline shows them; data copies are dropped (offline, React Router
 * then loads the page's fresh copy as a document).
 */
function refreshSoon() {
	lastChange = Date.now();
	refreshing ??= (async () => {
		try {
			for (let wait = REFRESH_DELAY_MS; wait > 0; wait = lastChange + REFRESH_DELAY_MS - Date.now()) {
				await new Promise((resolve) => setTimeout(resolve, wait));
				if (isGivingWay()) return;
			}
		} finally {
			// A change heard from here on waits for its own pause.
			refreshing = undefined;
		}
		await refreshUserPages();
	})();
	return refreshing;
}

async function refreshUserPages() {
	const names = (await caches.keys()).filter((name) => name.startsWith(USER));
	for (const name of names) {
		const cache = await caches.open(name);
		for (const request of await cache.keys()) {
			if (isGivingWay()) return;
			if (new URL(request.url).pathname.endsWith(".data")) await cache.delete(request);
			else await fetchAndKeep(request.url, false);
		}
	}
}

/**
 * Background Sync (Chromium): a page kept changes because the network failed, and it is back. The pages send them
 * (app/lib/change-queue/background-sync.ts): they hold the session, the queue and the screen to update. With no page
 * open, nothing is sent: the next page load sends them (ADR 0034).
 */
self.addEventListener("sync", (event) => {
	if (event.tag !== "quadrant-changes") return;
	event.waitUntil(
		self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
			for (const client of windows) client.postMessage({ type: "send-changes" });
		}),
	);
});

self.addEventListener("push", (event) => {
	let message = {};
	try {
		message = event.data ? event.data.json() : {};
	} catch {
		// A payload we cannot read still deserves a visible notification (browsers require one per push).
	}
	event.waitUntil(
		self.registration.showNotification(message.title || "Quadrant", {
			body: message.body || "",
			tag: message.tag,
			icon: "/favicon.svg",
			data: { url: message.url || "/matrix" },
		}),
	);
});

self.addEventListener("notificationclick", (event) => {
	event.notification.close();
	const url = new URL(event.notification.data?.url || "/matrix", self.location.origin).href;
	event.waitUntil(
		self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
			const open = windows.find((client) => client.url === url);
			return open ? open.focus() : self.clients.openWindow(url);
		}),
	);
});
