import type { Locale } from "#core/constants.ts";
import type { MutationArgs } from "#core/mutations/mutations.ts";
import { apiRead } from "./api-read.ts";
import { WORKER_URL } from "./app-worker.ts";
import { sendMutation } from "./send-mutation.ts";

// This browser's side of push notifications: the service worker at the site root, the Push API subscription, and
// telling the server about it. Browser-only: call from effects and handlers.

export type PushStatus = "unsupported" | "blocked" | "enabled" | "disabled";

function isPushSupported(): boolean {
	return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
	const registration = await navigator.serviceWorker.getRegistration("/");
	return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushStatus(): Promise<PushStatus> {
	if (!isPushSupported()) return "unsupported";
	if (Notification.permission === "denied") return "blocked";
	return (await currentSubscription()) ? "enabled" : "disabled";
}

/** The browser's time zone, so reminders come at 09:00 where the user is. */
export function browserTimeZone(): string {
	return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Asks for permission, subscribes with the server's VAPID key and registers the subscription with the server. */
export async function enablePush(locale: Locale): Promise<PushStatus> {
	const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
	const permission = await Notification.requestPermission();
	if (permission === "denied") return "blocked";
	if (permission !== "granted") return "disabled";
	const { publicKey } = await apiRead<{ publicKey: string }>("pushSubscription.publicKey", locale);
	await navigator.serviceWorker.ready;
	const subscription = await registration.pushManager.subscribe({
		userVisibleOnly: true,
		applicationServerKey: publicKey,
	});
	await sendMutation(
		"pushSubscription.save",
		{ ...(subscription.toJSON() as Omit<MutationArgs<"pushSubscription.save">, "locale">), locale },
		locale,
	);
	await sendMutation("settings.update", { timeZone: browserTimeZone() }, locale);
	return "enabled";
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function disablePush(locale: Locale): Promise<PushStatus> {
	const subscription = await currentSubscription();
	if (subscription) {
		await sendMutation("pushSubscription.delete", { endpoint: subscription.endpoint }, locale);
		await subscription.unsubscribe();
	}
	return "disabled";
}
