// Quadrant's service worker: shows the due-date reminders the server pushes, and opens the matrix when one is
// clicked; registered by every app page, it also makes the app installable. It caches nothing, so it never serves
// a stale app.

// A new version takes over at once: it holds no state an open page relies on.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

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
