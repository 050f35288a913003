// Whether a BASE_URL is one only this machine reaches.

/** True when the address only this machine reaches: a newcomer's `npm start`, a test run, a development server. */
export function isLoopbackUrl(url: string): boolean {
	const host = new URL(url).hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
	return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}
