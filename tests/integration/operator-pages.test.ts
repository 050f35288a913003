import { expect } from "vitest";
import { describeOn, test } from "#tests/setup/fixtures.ts";
import { pageBuildForFile } from "#tests/setup/page-build.ts";

// The terms, privacy, security and author pages name whoever runs the instance, from OPERATOR_* (the e2e server has
// none set, so the configured case is rendered here, in process), and state the configured periods.
const loadBuild = pageBuildForFile();

const OPERATOR = {
	OPERATOR_NAME: "Example Software Ltd",
	OPERATOR_ADDRESS: "1 Example Street, Exampletown",
	OPERATOR_EMAIL: "legal@example.com",
	OPERATOR_GOVERNING_LAW: "IE",
};

const html = { headers: { accept: "text/html" } };

describeOn(["pglite"], "pages that name the operator", () => {
	test("show the configured name, address, email and governing law, in each page's language", async ({ appWith }) => {
		const app = appWith(OPERATOR, { loadBuild });
		const page = async (path: string) => {
			const response = await app.request(path, html);
			expect(response.status, path).toBe(200);
			return response.text();
		};

		const terms = await page("/terms");
		for (const value of [OPERATOR.OPERATOR_NAME, OPERATOR.OPERATOR_ADDRESS, OPERATOR.OPERATOR_EMAIL]) {
			expect(terms).toContain(value);
		}
		expect(terms).toContain("These terms are governed by the laws of Ireland,");
		expect(terms).toContain('href="mailto:legal@example.com"');
		expect(terms).toContain("Governing law");

		const frenchTerms = await page("/fr/terms");
		expect(frenchTerms).toContain("Ce service est exploité par Example Software Ltd.");
		expect(frenchTerms).toContain("Droit applicable");
		expect(frenchTerms).toContain("Ces conditions sont régies par le droit du pays suivant\u202f: Irlande.");

		const privacy = await page("/ja/privacy");
		expect(privacy).toContain("Example Software Ltd");
		expect(privacy).toContain('href="mailto:legal@example.com"');

		const security = await page("/security");
		expect(security).toContain('href="mailto:legal@example.com"');

		const author = await page("/author");
		expect(author).toContain("Example Software Ltd runs this service");
		expect(author).toContain('href="mailto:legal@example.com"');
		const organization = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(author)?.[1];
		expect(JSON.parse(organization ?? "{}")).toEqual({
			"@context": "https://schema.org",
			"@type": "Organization",
			name: "Example Software Ltd",
			email: "legal@example.com",
			address: "1 Example Street, Exampletown",
		});
	});

	test("the privacy page states how long data used without an account is kept, as configured", async ({ appWith }) => {
		const app = appWith({ ANONYMOUS_USER_RETENTION_DAYS: "45" }, { loadBuild });
		const privacy = await (await app.request("/privacy", html)).text();
		expect(privacy).toContain("everything is deleted within 45 days");
	});

	test("without configuration, say so neutrally and leave out what is unknown", async ({ appWith }) => {
		const app = appWith({}, { loadBuild });
		const terms = await (await app.request("/terms", html)).text();
		expect(terms).toContain("the operator of this Quadrant service");
		expect(terms).not.toContain("Governing law");
		expect(terms).not.toContain("mailto:");
		expect(terms).not.toContain("undefined");

		const security = await (await app.request("/security", html)).text();
		expect(security).toContain('href="/.well-known/security.txt"');
		expect(security).not.toContain("mailto:");

		const author = await (await app.request("/ko/author", html)).text();
		expect(author).toContain("이 서비스의 운영자는 여기에 이름을 공개하지 않았습니다.");
	});

	test("Chinese pages say they are written in simplified characters, at their /zh/ addresses", async ({ appWith }) => {
		const app = appWith({ BASE_URL: "http://quadrant.test" }, { loadBuild });
		const terms = await (await app.request("/zh/terms", html)).text();
		expect(terms).toContain('<html lang="zh-Hans"');
		expect(terms).toContain('hrefLang="zh-Hans" href="http://quadrant.test/zh/terms"');
		expect(terms).toContain('lang="zh-Hans">中文</span>');
		expect(terms).not.toMatch(/lang="zh"/i);

		const manifest = await (await app.request("/zh/manifest.webmanifest")).json();
		expect(manifest).toMatchObject({ lang: "zh-Hans", start_url: "/zh/matrix" });
		expect(await (await app.request("/zh/changelog.atom")).text()).toContain('xml:lang="zh-Hans"');
	});
});
