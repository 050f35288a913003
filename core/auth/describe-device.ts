import { createRequire } from "node:module";
import type { DEVICE_KINDS } from "./session-view.ts";

// Required when a device is first described (a session list) rather than imported by every server at start-up.
let bowser: typeof import("bowser").default | undefined;

type DeviceKind = (typeof DEVICE_KINDS)[number];
const KNOWN_KINDS = new Set<string>(["desktop", "mobile", "tablet"]);

/** Browser, system and kind of device from a user agent string; null where it says nothing recognisable. */
export function describeDevice(userAgent: string | null): {
	browser: string | null;
	os: string | null;
	device: DeviceKind;
} {
	if (!userAgent) return { browser: null, os: null, device: "other" };
	bowser ??= createRequire(import.meta.url)("bowser") as typeof import("bowser").default;
	const parsed = bowser.parse(userAgent);
	const platform = parsed.platform.type ?? "";
	return {
		browser: parsed.browser.name || null,
		os: parsed.os.name || null,
		device: KNOWN_KINDS.has(platform) ? (platform as DeviceKind) : "other",
	};
}
