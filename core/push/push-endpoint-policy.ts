import { isIP } from "node:net";
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts";

/**
 * Where push messages may go. Production allows only https endpoints on the public internet. `allowLoopback` is for
 * tests, whose push receiver listens on loopback over http: it is passed by the test's code (createApp, the
 * scheduler), never read from the environment, so no deployment can turn it on by accident.
 */
export type PushEndpointPolicy = { allowLoopback: boolean };

export const PUBLIC_PUSH_ENDPOINTS: PushEndpointPolicy = { allowLoopback: false };

/** Whether the server may connect to `address`, an IP address a push endpoint's host resolved to. */
export function isAllowedPushAddress(address: string, policy: PushEndpointPolicy): boolean {
	return isPublicAddress(address) || (policy.allowLoopback && isLoopbackAddress(address));
}

/**
 * What can be told of an endpoint without asking DNS: https, and no host that is a non-public IP address or a name
 * of this machine. A name is checked again when a message is sent, against every address it then resolves to.
 */
export function isAllowedPushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
	const url = URL.parse(endpoint);
	if (!url) return false;
	const host = hostOf(url);
	if (policy.allowLoopback && isLoopbackAddress(host)) return url.protocol === "https:" || url.protocol === "http:";
	if (url.protocol !== "https:") return false;
	if (isIP(host)) return isAllowedPushAddress(host, policy);
	// RFC 6761: these names are this machine's loopback, whatever DNS says.
	return host !== "localhost" && !host.endsWith(".localhost");
}

/** The URL's host as an address or a name: without IPv6 brackets or the root's trailing dot, lower case. */
export function hostOf(url: URL): string {
	return url.hostname
		.replace(/^\[(.*)\]$/, "$1")
		.replace(/\.$/, "")
		.toLowerCase();
}
