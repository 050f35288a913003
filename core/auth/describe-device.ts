import Bowser from "bowser";
import type { DEVICE_KINDS } from "./session-view.ts";

type DeviceKind = (typeof DEVICE_KINDS)[number];
const KNOWN_KINDS = new Set<string>(["desktop", "mobile", "tablet"]);

/** Browser, system and kind of device from a user agent string; null where it says nothing recognisable. */
export function describeDevice(userAgent: string | null): {
	browser: string | null;
	os: string | null;
	device: DeviceKind;
} {
	if (!userAgent) return { browser: null, os: null, device: "other" };
	const parsed = Bowser.parse(userAgent);
	const platform = parsed.platform.type ?? "";
	return {
		browser: parsed.browser.name || null,
		os: parsed.os.name || null,
		device: KNOWN_KINDS.has(platform) ? (platform as DeviceKind) : "other",
	};
}
