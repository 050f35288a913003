import type { CDPSession, Page } from "playwright-core";

/** Lighthouse's mobile profile (a Moto G Power): its viewport, and a CPU four times slower than this machine's. */
export const SLOW_PHONE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
};

const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's "slow 4G" as DevTools applies it to each request (its `DEVTOOLS_RTT_ADJUSTMENT_FACTOR` and
 * `DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR`): 150 ms × 3.75 of latency, 1.6 Mbit/s down and 750 kbit/s up × 0.9.
 */
const SLOW_4G = {
	offline: false,
	latency: 150 * 3.75,
	downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
	uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** The page's CPU four times slower and its network at slow 4G, from its next navigation on; answers the session. */
export async function throttle(page: Page): Promise<CDPSession> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
	await cdp.send("Network.enable");
	await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
	return cdp;
}
