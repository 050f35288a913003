/** How every test launches Debian's Chromium: headless, no GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];
