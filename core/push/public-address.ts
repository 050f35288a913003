import { BlockList, isIP } from "node:net";

// Which IP addresses the server may post push messages to: only the public internet. A push endpoint is a URL a
// user gives us, so without this a user could make every instance call its own loopback, the private network or
// a cloud's metadata service (issue 19, item 5). Node's BlockList does the matching; the ranges are IANA's
// special-purpose registries (RFC 6890 and successors).

const NOT_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
	["0.0.0.0", 8], // "this network"
	["10.0.0.0", 8], // private
	["100.64.0.0", 10], // carrier-grade NAT
	["127.0.0.0", 8], // loopback
	["169.254.0.0", 16], // link-local, with the cloud metadata service at 169.254.169.254
	["172.16.0.0", 12], // private
	["192.0.0.0", 24], // IETF protocol assignments
	["192.0.2.0", 24], // documentation
	["192.88.99.0", 24], // 6to4 relay anycast
	["192.168.0.0", 16], // private
	["198.18.0.0", 15], // benchmarking
	["198.51.100.0", 24], // documentation
	["203.0.113.0", 24], // documentation
	["224.0.0.0", 4], // multicast
	["240.0.0.0", 4], // reserved, and the broadcast address
];

// IPv6 must be global unicast (2000::/3): that alone leaves out loopback, unspecified, IPv4-mapped, unique-local
// (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8). Within it, these reach other networks than the public one.
const NOT_PUBLIC_IPV6_UNICAST: ReadonlyArray<readonly [string, number]> = [
	["2001::", 23], // IETF protocol assignments, Teredo among them (it embeds an IPv4 address)
	["2001:db8::", 32], // documentation
	["2002::", 16], // 6to4 (embeds an IPv4 address, a private one as well)
	["3fff::", 20], // documentation
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV4) notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of NOT_PUBLIC_IPV6_UNICAST) notPublic.addSubnet(network, prefix, "ipv6");

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet("2000::", 3, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** True for an IPv4 or IPv6 address on the public internet; false for anything else, a host name included. */
export function isPublicAddress(address: string): boolean {
	const family = isIP(address);
	if (family === 4) return !notPublic.check(address, "ipv4");
	if (family === 6) return globalUnicastV6.check(address, "ipv6") && !notPublic.check(address, "ipv6");
	return false;
}

export function isLoopbackAddress(address: string): boolean {
	const family = isIP(address);
	return family !== 0 && loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}
