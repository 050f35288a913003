import { type LookupAddress, type LookupAllOptions, lookup } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { hostOf, isAllowedPushAddress, type PushEndpointPolicy } from "./push-endpoint-policy.ts";

/** The endpoint is, or resolves to, an address the policy does not allow: nothing was sent, no connection opened. */
export class PushAddressRefused extends Error {
	constructor(host: string) {
		super(`push endpoint host ${host} is not a public address`);
		this.name = "PushAddressRefused";
	}
}

type PushRequest = { method: string; headers: Record<string, string | number>; body: Buffer };

/**
 * Posts one push request and answers the response's status. The host is resolved once, every address it resolves to
 * is checked, and the connection goes to a checked address (the check is the socket's own lookup), so a name that
 * resolves differently a moment later (DNS rebinding) cannot slip past. Gives up after `timeoutMs`.
 */
export function postToPushService(
	endpoint: string,
	{ method, headers, body }: PushRequest,
	{ policy, timeoutMs }: { policy: PushEndpointPolicy; timeoutMs: number },
): Promise<number> {
	const url = new URL(endpoint);
	const host = hostOf(url);
	// The socket skips the lookup for an address written in the URL: check that one here.
	if (isIP(host) && !isAllowedPushAddress(host, policy)) return Promise.reject(new PushAddressRefused(host));
	const send = url.protocol === "https:" ? httpsRequest : httpRequest;
	return new Promise((resolve, reject) => {
		const request = send(
			url,
			{ method, headers, lookup: checkedLookup(policy), signal: AbortSignal.timeout(timeoutMs) },
			(response) => {
				// The body says nothing we act on; an abort after the status arrived is of no interest either.
				response.on("error", () => {});
				response.resume();
				resolve(response.statusCode ?? 0);
			},
		);
		request.on("error", reject);
		request.end(body);
	});
}

function checkedLookup(policy: PushEndpointPolicy): LookupFunction {
	return (hostname, options, callback) => {
		lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
			if (error) return callback(error, "", 0);
			if (addresses.length === 0 || !addresses.every(({ address }) => isAllowedPushAddress(address, policy))) {
				return callback(new PushAddressRefused(hostname), "", 0);
			}
			// Node's sockets ask for every address (to try both families) or for one, depending on their options.
			if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
			const [first] = addresses as [LookupAddress];
			callback(null, first.address, first.family);
		});
	};
}
