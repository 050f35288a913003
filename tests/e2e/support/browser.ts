import { AxeBuilder } from "@axe-core/playwright";
import {
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	type ConsoleMessage,
	chromium,
	type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { becomePro } from "./billing.ts";
import { BROWSER_USER_AGENT } from "./catalogs.ts";
import { clearExamplesThroughApi } from "./examples.ts";
import { signUpThroughApi, uniqueEmail, visit } from "./journeys.ts";
import { showCompletedTasks } from "./matrix.ts";

/**
 * Chromium reports every 4xx answer to a fetch as a console error. A refusal a test provokes on purpose (a wrong
 * password) is let through for that path and status only; every other console error still fails the test.
 */
export function allowRefusal(page: Page, path: string, status: number): void {
	const allowed = allowedRefusals.get(page) ?? [];
	allowed.push({ path, status });
	allowedRefusals.set(page, allowed);
}

const allowedRefusals = new WeakMap<Page, Array<{ path: string; status: number }>>();

/**
 * A test that cuts the network on purpose lets the reports of requests that could not leave through for that page
 * only: Chromium's "failed to load", and React Router's when it asks in the background for the routes of the page's
 * links (it does so a moment after they render, so whether that request falls before or after the cut is timing).
 */
export function allowNetworkFailures(page: Page): void {
	pagesWithNetworkFailures.add(page);
}

const pagesWithNetworkFailures = new WeakSet<Page>();

const NETWORK_FAILURE_REPORT =
	/^(Failed to load resource: net::ERR_|Failed to fetch manifest patches TypeError: Failed to fetch(\s|$))/;

const isAllowedNetworkFailure = (page: Page, message: ConsoleMessage) =>
	pagesWithNetworkFailures.has(page) && NETWORK_FAILURE_REPORT.test(message.text());

function isAllowedRefusal(page: Page, message: ConsoleMessage): boolean {
	const path = new URL(message.location().url || "about:blank").pathname;
	return (allowedRefusals.get(page) ?? []).some(
		(refusal) =>
			refusal.path === path &&
			message.text().startsWith(`Failed to load resource: the server responded with a status of ${refusal.status}`),
	);
}

/** The changes (non-GET requests to the API) each page has sent and not yet had answered. */
const changesInFlight = new WeakMap<Page, Set<unknown>>();

function trackChanges(page: Page): void {
	const inFlight = new Set<unknown>();
	changesInFlight.set(page, inFlight);
	page.on("request", (request) => {
		if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) inFlight.add(request);
	});
	page.on("requestfinished", (request) => inFlight.delete(request));
	page.on("requestfailed", (request) => inFlight.delete(request));
}

/**
 * Waits until every change the page sent has its answer, as a person waits for a save before reloading. (The
 * "networkidle" load state is no substitute: once reached after the page loaded, waiting for it returns at once.)
 */
export async function changesSaved(page: Page): Promise<void> {
	await expect
		.poll(async () => {
			// A round trip to the page first, so a request it has just started is already reported here.
			await page.evaluate(() => null);
			return changesInFlight.get(page)?.size ?? 0;
		})
		.toBe(0);
}

export type BrowserSession = {
	baseUrl: string;
	/** A fresh page in a fresh context (no cookies, no storage). Console errors and CSP violations fail the test. */
	newPage: (options?: BrowserContextOptions) => Promise<Page>;
	/** A fresh page of a new user without an account ("Continue without an account"), on /matrix, examples cleared. */
	anonymousPage: (options?: BrowserContextOptions) => Promise<Page>;
	/** A fresh page of a new email account (its address starts with `name`), on /matrix, examples cleared. */
	accountPage: (name: string, options?: BrowserContextOptions) => Promise<Page>;
	/** A fresh page of a new email account that has become Pro through billing's test checkout. */
	proPage: (name: string, options?: BrowserContextOptions) => Promise<Page>;
};

/** The password of the accounts accountPage creates. */
export const ACCOUNT_PASSWORD = "correct horse battery staple";

/**
 * Registers hooks that connect to the suite's Chromium (launched once in global-setup.ts) for this file, and check
 * every page's console after each test. Each test's pages live in contexts of their own, closed after it.
 *
 * The app's service worker runs only in the files about it (`{ serviceWorkers: "allow" }`): in a fresh context it
 * copies every file of the build and the pages visited, again after each change, which cost the other files about a
 * sixth of their time and made none of their journeys different (their pages are served by the server either way).
 */
export function setupBrowser(defaults: Pick<BrowserContextOptions, "serviceWorkers"> = {}): BrowserSession {
	const baseUrl = inject("baseUrl");
	let browser: Browser;
	const contexts: BrowserContext[] = [];
	const problems: string[] = [];

	beforeAll(async () => {
		browser = await chromium.connect(inject("browserEndpoint"));
	});
	afterAll(async () => {
		await browser?.close();
	});
	afterEach(async ({ task }) => {
		if (task.result?.state === "fail") await describePages(contexts);
		await Promise.all(contexts.splice(0).map((context) => context.close()));
		const found = problems.splice(0);
		expect(found, "console errors or CSP violations").toEqual([]);
	});

	const newPage = async (options: BrowserContextOptions = {}) => {
		// Headless Chromium names itself "HeadlessChrome", which the server rightly treats as a crawler.
		const context = await browser.newContext({
			baseURL: baseUrl,
			userAgent: BROWSER_USER_AGENT,
			serviceWorkers: "block",
			...defaults,
			...options,
		});
		contexts.push(context);
		// A violation the page's code catches (a probe for eval, say) logs nothing, but the browser still reports it.
		await context.addInitScript(() =>
			document.addEventListener("securitypolicyviolation", (event) =>
				console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`),
			),
		);
		const page = await context.newPage();
		trackChanges(page);
		page.on("console", (message) => {
			// A page a test deliberately opens with an error status is reported as a failed load; nothing else is.
			const isOwnDocumentStatus =
				message.location().url === page.url() && message.text().startsWith("Failed to load resource");
			const isExpected =
				isOwnDocumentStatus || isAllowedRefusal(page, message) || isAllowedNetworkFailure(page, message);
			// The resource's own address too: a failed load's text does not name what failed.
			const source = message.location().url;
			const from = source && source !== page.url() ? ` (${source})` : "";
			if (message.type() === "error" && !isExpected) problems.push(`${page.url()}: ${message.text()}${from}`);
		});
		page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
		return page;
	};
	// The fixtures sign in through the API, as the sign-in page's buttons do, without opening that page: the sign-in
	// journeys themselves are tested through the page in auth-*.test.ts, and every other test starts on /matrix.
	const accountPage = async (name: string, options?: BrowserContextOptions) => {
		const page = await newPage(options);
		await signUpThroughApi(page, uniqueEmail(name), ACCOUNT_PASSWORD, options?.baseURL ?? baseUrl);
		await openClearedMatrix(page);
		return page;
	};
	return {
		baseUrl,
		newPage,
		anonymousPage: async (options) => {
			const page = await newPage(options);
			const response = await page.request.post("/api/auth/sign-in/anonymous", {
				data: {},
				// The Origin of the server this page talks to, which a test may have started on its own.
				headers: { Origin: new URL(options?.baseURL ?? baseUrl).origin },
			});
			expect(response.status(), "anonymous sign-in").toBe(200);
			await openClearedMatrix(page);
			return page;
		},
		accountPage,
		proPage: async (name, options) => {
			const page = await accountPage(name, options);
			await becomePro(page);
			return page;
		},
	};
}

/**
 * The examples of the signed-in user's first board cleared and completed tasks shown, then /matrix opened and ready
 * for input. The journeys complete tasks and read them where they are; "hide completed", a new user's default, is
 * proven by view-options-api.test.ts and matrix.test.ts.
 */
async function openClearedMatrix(page: Page): Promise<void> {
	await clearExamplesThroughApi(page);
	await showCompletedTasks(page);
	await visit(page, "/matrix");
}

/** Fails with the list of axe violations (rule, impact, first target) if the page has any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
	// Only violations are read: axe then keeps one node of each passing or incomplete rule, not all of them. Legacy
	// mode runs axe in the page itself: the default opens a blank page of its own to gather the results of each frame,
	// which doubled the time of every check, and the app's pages have no frame from another origin to reach.
	const results = await new AxeBuilder({ page })
		.setLegacyMode(true)
		.options({ resultTypes: ["violations"] })
		.analyze();
	const violations = results.violations.map(
		(violation) =>
			`${violation.id} (${violation.impact}): ${violation.nodes
				.map((node) => node.target.join(" "))
				.slice(0, 3)
				.join(" | ")}`,
	);
	expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** What a failed test left on screen: each page's address and the start of its text, for a failure seen only in CI. */
async function describePages(contexts: BrowserContext[]) {
	for (const page of contexts.flatMap((context) => context.pages())) {
		const text = await page
			.locator("body")
			// biome-ignore lint/performance/useDomNodeTextContent: what the person sees; textContent adds the page's scripts.
			.innerText({ timeout: 2_000 })
			.catch((error: unknown) => `(no text: ${String(error)})`);
		console.error(`page at the failure: ${page.url()}\n${text.slice(0, 1_500)}`);
	}
}
