import { describe, expect, it } from "vitest";
import { LOCALE_AUTONYMS } from "#core/constants.ts";
import { expectNoAxeViolations, setupBrowser } from "./support/browser.ts";
import { MESSAGES } from "./support/catalogs.ts";

const session = setupBrowser();

describe("language", () => {
	it("switches to the same page in the chosen language and remembers the choice across a reload", async () => {
		const page = await session.newPage({ locale: "en-US" });
		await page.goto("/pricing");
		await page.getByLabel(MESSAGES.en.language.current.replace("{{language}}", "English"), { exact: true }).click();
		await expectNoAxeViolations(page);
		await page.getByRole("link", { name: LOCALE_AUTONYMS.ja }).click();
		await expect.poll(() => new URL(page.url()).pathname).toBe("/ja/pricing");
		await expect.poll(() => page.getAttribute("html", "lang")).toBe("ja");
		await expect
			.poll(() => page.getByRole("heading", { level: 1 }).textContent())
			.toBe(MESSAGES.ja.pages.pricing.title);

		const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "locale");
		expect(cookie).toMatchObject({ value: "ja", path: "/", sameSite: "Lax" });
		const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
		expect(days).toBeGreaterThan(364);
		expect(days).toBeLessThanOrEqual(365);

		await page.goto("/");
		await expect.poll(() => new URL(page.url()).pathname).toBe("/ja");
		await page.reload();
		await expect.poll(() => page.getAttribute("html", "lang")).toBe("ja");
		expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(MESSAGES.ja.home.headline);
	});

	it("leads to the same page in another language with JavaScript off", async () => {
		const page = await session.newPage({ javaScriptEnabled: false });
		await page.goto("/eisenhower-matrix");
		await page.getByLabel(MESSAGES.en.language.current.replace("{{language}}", "English"), { exact: true }).click();
		await page.getByRole("link", { name: LOCALE_AUTONYMS.ko }).click();
		await expect.poll(() => new URL(page.url()).pathname).toBe("/ko/eisenhower-matrix");
		expect(await page.getAttribute("html", "lang")).toBe("ko");
	});

	it("sends a first visit of / to the browser's language when it is one of the seven", async () => {
		const page = await session.newPage({ locale: "ko-KR" });
		const response = await page.goto("/");
		expect(new URL(page.url()).pathname).toBe("/ko");
		expect(response?.status()).toBe(200);
		expect(await page.getAttribute("html", "lang")).toBe("ko");
	});

	it("stays in English for a language it does not speak, and a prefixed link keeps its own language", async () => {
		const page = await session.newPage({ locale: "de-DE" });
		await page.goto("/");
		expect(new URL(page.url()).pathname).toBe("/");
		await page.goto("/es/terms");
		expect(await page.getAttribute("html", "lang")).toBe("es");
	});

	it("lets the cookie win over the browser's language", async () => {
		const page = await session.newPage({ locale: "fr-FR" });
		await page.context().addCookies([{ name: "locale", value: "ms", url: session.baseUrl }]);
		await page.goto("/");
		expect(new URL(page.url()).pathname).toBe("/ms");
	});
});
