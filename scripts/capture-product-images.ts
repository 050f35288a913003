import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import {
	PRODUCT_IMAGE,
	PRODUCT_SCHEMES,
	PRODUCT_VIEWS,
	productImagePath,
} from "#app/content/overview/product-images.ts";
import { QUADRANTS, QUOTE_ENABLED_STORAGE_KEY, type Quadrant, SUPPORTED_LOCALES } from "#core/constants.ts";
import { BROWSER_USER_AGENT, MESSAGES, prefixed } from "#tests/e2e/support/catalogs.ts";
import { startServer } from "#tests/setup/server-process.ts";
import { PRODUCT_TASKS } from "./product-tasks.ts";

// The images of the matrix and the sticky wall on the home and landing pages, captured from the real app in every
// language and both themes (issue 17). Rerun after any visible change to those views: `npm run build` first, then
// `npm run images:product`, and commit public/product/.

const started = performance.now();
requireFonts();
// An in-memory database: nothing of these users outlives the run.
const server = await startServer({ DATA_DIR: "memory://", AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
const browser = await chromium.launch({
	executablePath: "/usr/bin/chromium",
	headless: true,
	args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
});
const sizes: string[] = [];
try {
	// A blank page of its own encodes the captures: Chromium's canvas writes WebP, so no image library is needed.
	const encoder = await (await browser.newContext()).newPage();
	for (const locale of SUPPORTED_LOCALES) {
		const context = await browser.newContext({
			baseURL: server.baseUrl,
			userAgent: BROWSER_USER_AGENT,
			locale,
			viewport: { width: PRODUCT_IMAGE.width, height: PRODUCT_IMAGE.height },
			deviceScaleFactor: 1,
		});
		try {
			const page = await signInWithTasks(context, locale);
			for (const view of PRODUCT_VIEWS) {
				for (const scheme of PRODUCT_SCHEMES) {
					await page.emulateMedia({ colorScheme: scheme });
					await openView(page, prefixed(locale, `/${view}`));
					const webp = await toWebp(encoder, await page.screenshot({ type: "png" }));
					const file = `public${productImagePath(locale, view, scheme)}`;
					await mkdir(file.slice(0, file.lastIndexOf("/")), { recursive: true });
					await writeFile(file, webp);
					sizes.push(`${file} ${(webp.length / 1024).toFixed(1)} KB`);
				}
			}
		} finally {
			await context.close();
		}
	}
} finally {
	await browser.close();
	await server.stop();
}
console.log(sizes.join("\n"));
console.log(`captured ${sizes.length} images in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/**
 * A new person without an account, in `locale`: the first board keeps its localized examples, and the table's tasks
 * join them, so each quadrant shows two or three cards as a board in use does. The daily quote is switched off (as
 * the profile's switch does): it covers part of the view and differs each day.
 */
async function signInWithTasks(context: BrowserContext, locale: (typeof SUPPORTED_LOCALES)[number]) {
	await context.addInitScript((key) => localStorage.setItem(key, "false"), QUOTE_ENABLED_STORAGE_KEY);
	const page = await context.newPage();
	await page.goto(prefixed(locale, "/login"));
	await page.getByRole("button", { name: MESSAGES[locale].login.continueAnonymously }).click();
	await page.waitForURL((url) => url.pathname === prefixed(locale, "/matrix"));
	for (const quadrant of QUADRANTS) {
		for (const task of PRODUCT_TASKS[locale][quadrant]) await addTask(page, locale, quadrant, task);
	}
	return page;
}

async function addTask(
	page: Page,
	locale: string,
	quadrant: Quadrant,
	{ title, dueInDays, priority }: { title: string; dueInDays?: number; priority?: "high" | "low" },
) {
	const dueDate =
		dueInDays === undefined ? null : new Date(Date.now() + dueInDays * 86_400_000).toISOString().slice(0, 10);
	const response = await page.request.post("/api/v1/tasks", {
		data: { id: randomUUID(), title, quadrant, dueDate, ...(priority ? { priority } : {}) },
		headers: { "content-type": "application/json", "accept-language": locale },
	});
	if (response.status() !== 201) throw new Error(`adding “${title}” answered ${response.status()}`);
}

/** Opens a view and waits until it is as a person sees it at rest: data, fonts and the page's own requests done. */
async function openView(page: Page, path: string) {
	await page.goto(path);
	await page.waitForLoadState("networkidle");
	await page.evaluate(() => document.fonts.ready.then(() => null));
	// Nothing focused, no hover: the view as it looks before the person touches it.
	await page.mouse.move(0, 0);
	await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Without fonts for Chinese, Japanese and Korean, Chromium draws their text as empty boxes, and nothing else fails:
 * refuse to capture rather than commit such images. Debian's fonts-noto-cjk is what the app's font stacks name.
 */
function requireFonts() {
	for (const lang of ["zh-cn", "ja", "ko"]) {
		const families = execFileSync("fc-list", [`:lang=${lang}`, "family"], { encoding: "utf8" }).trim();
		if (families === "")
			throw new Error(`no font for ${lang}: install fonts-noto-cjk (or point FONTCONFIG_FILE at one)`);
	}
}

async function toWebp(encoder: Page, png: Buffer): Promise<Buffer> {
	const dataUrl = await encoder.evaluate(
		async ({ base64, quality }) => {
			const image = new Image();
			image.src = `data:image/png;base64,${base64}`;
			await image.decode();
			const canvas = document.createElement("canvas");
			canvas.width = image.naturalWidth;
			canvas.height = image.naturalHeight;
			canvas.getContext("2d")?.drawImage(image, 0, 0);
			return canvas.toDataURL("image/webp", quality);
		},
		{ base64: png.toString("base64"), quality: PRODUCT_IMAGE.quality },
	);
	if (!dataUrl.startsWith("data:image/webp;")) throw new Error("this Chromium cannot encode WebP");
	return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
