import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

// Renders the app's icons for the web app manifest from the two SVGs: the favicon (drawn to its edges, shown as it is)
// and the maskable one (a full-bleed background with the four squares inside the safe zone, the central 80 % circle,
// so a launcher can crop it to any shape). Debian's Chromium draws them; run after changing either SVG.
const ICONS = [
	{ svg: "public/favicon.svg", png: "public/icons/quadrant-192.png", size: 192 },
	{ svg: "public/favicon.svg", png: "public/icons/quadrant-512.png", size: 512 },
	{ svg: "public/icons/quadrant-maskable.svg", png: "public/icons/quadrant-maskable-512.png", size: 512 },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
	const page = await browser.newPage();
	for (const { svg, png, size } of ICONS) {
		const source = Buffer.from(await readFile(svg)).toString("base64");
		await page.setViewportSize({ width: size, height: size });
		await page.setContent(
			`<body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${source}" width="${size}" height="${size}" style="display:block"></body>`,
		);
		await page.locator("img").evaluate((image: HTMLImageElement) => image.decode());
		await page.screenshot({ path: png, omitBackground: true });
		console.log(`${png}: ${size} × ${size}`);
	}
} finally {
	await browser.close();
}
