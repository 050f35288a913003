// Whether an address is one only this machine reaches.

/** True for a host name or IP address only this machine reaches: `localhost` (and its subdomains), 127.x.x.x, ::1. */
export function isLoopbackHost(hostOrAddress: string): boolean {
	const host = hostOrAddress.replace(/^\[(.*)\]$/, "$1").toLowerCase();
	return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** True when the address only this machine reaches: a newcomer's `npm start`, a test run, a development server. */
export function isLoopbackUrl(url: string): boolean {
	return isLoopbackHost(new URL(url).hostname);
}
