import { type Browser, type BrowserContextOptions, chromium } from "playwright-core";

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Debian's Chromium, headless, closed once `use` is done. */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
	const browser = await chromium.launch({
		executablePath: "/usr/bin/chromium",
		headless: true,
		args: ["--no-sandbox"],
	});
	try {
		return await use(browser);
	} finally {
		await browser.close();
	}
}

/** A fresh context signed in with the session cookie ("name=value; …") the bench got from the server (none: signed out). */
export async function signedInContext(
	browser: Browser,
	{ baseUrl, cookie, options }: { baseUrl: string; cookie: string; options?: BrowserContextOptions },
) {
	const context = await browser.newContext(options);
	if (!cookie) return context;
	await context.addCookies(
		cookie.split("; ").map((pair) => {
			const [name = "", ...value] = pair.split("=");
			return { name, value: value.join("="), url: baseUrl };
		}),
	);
	return context;
}

/** Signs a new anonymous user in and answers its session cookie as a Cookie header value. */
export async function signInAnonymously(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/api/auth/sign-in/anonymous`, {
		method: "POST",
		headers: { origin: baseUrl, "content-type": "application/json" },
		body: "{}",
	});
	if (!response.ok) throw new Error(`anonymous sign-in answered ${response.status}`);
	return response.headers
		.getSetCookie()
		.map((line) => line.split(";")[0])
		.join("; ");
}
