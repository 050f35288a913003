/**
 * How every test launches Debian's Chromium: headless, no GPU, nothing fetched in the background, and JavaScript run
 * without V8's optimising compilers (Maglev, TurboFan): a test's page lives seconds, too short for optimised code to
 * repay its compiling, and the suite's files took a fifth longer with them. The language is the same either way; the
 * bench's browser (bench/browser.ts) keeps them, as people's browsers do.
 */
export const CHROMIUM_ARGS = [
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--js-flags=--no-opt,--no-maglev",
];
