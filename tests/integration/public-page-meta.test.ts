import { expect } from "vitest";
import { SUPPORTED_LOCALES } from "#core/constants.ts";
import { MESSAGES, OG_LOCALE, prefixed } from "#tests/e2e/support/catalogs.ts";
import { readHead } from "#tests/e2e/support/page-head.ts";
import { describeOn, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";
import { TEST_BASE_URL } from "#tests/setup/test-app.ts";

// Issue 17: each public page tells search engines and link previews what it is. A crawler reads the served HTML and
// runs no script (public pages load none), so this reads the HTML the server answers, in process, as a crawler does.
const loadBuild = pageBuildForFile();

type Described = "landing" | "pricing" | "eisenhowerMatrix" | "changelog" | "security" | "privacy" | "terms" | "author";
const PAGES: Array<[path: string, key: Described | "home"]> = [
	["/", "home"],
	["/landing", "landing"],
	["/pricing", "pricing"],
	["/eisenhower-matrix", "eisenhowerMatrix"],
	["/changelog", "changelog"],
	["/security", "security"],
	["/privacy", "privacy"],
	["/terms", "terms"],
	["/author", "author"],
];
describeOn(["pglite"], "public page content and meta", () => {
	test.for(SUPPORTED_LOCALES)(
		"every public page has its content, description, canonical address, Open Graph and structured data (%s)",
		async (locale, { appWith }) => {
			const app = appWith({}, { loadBuild });
			const messages = MESSAGES[locale];
			const ogImage = `${TEST_BASE_URL}/og-image.png`;
			for (const [path, key] of PAGES) {
				const url = `${TEST_BASE_URL}${prefixed(locale, path)}`;
				const response = await app.request(prefixed(locale, path), { headers: { accept: "text/html" } });
				expect(response.status, path).toBe(200);
				const head = readHead(await response.text());
				const title =
					key === "home"
						? `${messages.app.name} · ${messages.nav.home}`
						: `${messages.pages[key].title} · ${messages.app.name}`;
				const description = key === "home" ? messages.home.description : messages.pages[key].description;
				expect(head.title, path).toBe(title);
				expect(head.description, path).toEqual([description]);
				expect(head.canonical, path).toEqual([url]);
				expect(head.og, path).toEqual({
					"og:type": ["website"],
					"og:site_name": [messages.app.name],
					"og:title": [title],
					"og:description": [description],
					"og:url": [url],
					"og:locale": [OG_LOCALE[locale]],
					"og:locale:alternate": expect.arrayContaining(
						SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
					),
					"og:image": [ogImage],
					"og:image:type": ["image/png"],
					"og:image:width": ["1200"],
					"og:image:height": ["630"],
					"og:image:alt": [messages.app.name],
				});
				expect(head.og["og:locale:alternate"], path).toHaveLength(6);
				expect(head.twitter, path).toEqual({
					"twitter:card": ["summary_large_image"],
					"twitter:image": [ogImage],
					"twitter:title": [title],
					"twitter:description": [description],
				});
				expect(head.scripts, `${path} loads no JavaScript`).toBe(0);
				// Every public page has content of its own now, not a line saying it is being written.
				expect(head.mainText.length, path).toBeGreaterThan(300);
				const types = head.jsonLd.map((data) => (data as { "@type": string })["@type"]);
				if (path === "/" || path === "/pricing") {
					expect(types, path).toEqual(["SoftwareApplication"]);
					// No Stripe keys here: the configured display prices, US$3 a month or US$24 a year.
					expect(head.jsonLd[0], path).toMatchObject({
						"@context": "https://schema.org",
						name: "Quadrant",
						offers: [
							{ "@type": "Offer", name: messages.billing.subscription.free, price: "0", priceCurrency: "USD" },
							{ "@type": "Offer", name: "Pro", price: "3", priceSpecification: { billingDuration: "P1M" } },
							{ "@type": "Offer", name: "Pro", price: "24", priceSpecification: { billingDuration: "P1Y" } },
						],
					});
				} else if (path === "/eisenhower-matrix") {
					expect(types, path).toEqual(["FAQPage"]);
				} else if (path === "/author") {
					// Who makes it: without OPERATOR_*, only the product's name.
					expect(head.jsonLd, path).toEqual([
						{ "@context": "https://schema.org", "@type": "Organization", name: "Quadrant" },
					]);
				} else {
					expect(types, path).toEqual([]);
				}
			}
		},
	);
});
