import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts";

describe("isPublicAddress", () => {
	it("accepts addresses on the public internet", () => {
		for (const address of ["142.250.74.110", "1.1.1.1", "2606:4700::1111", "2a00:1450:4001:80b::200a"]) {
			expect(isPublicAddress(address), address).toBe(true);
		}
	});

	it("refuses loopback, private, link-local, CGNAT, multicast, reserved and metadata addresses", () => {
		const refused = [
			"127.0.0.1",
			"127.8.9.10",
			"10.0.0.1",
			"172.16.5.4",
			"172.31.255.255",
			"192.168.0.1",
			"100.64.0.1",
			"169.254.169.254",
			"0.0.0.0",
			"224.0.0.251",
			"255.255.255.255",
			"192.0.2.1",
			"198.18.0.1",
			"::",
			"::1",
			"::ffff:127.0.0.1",
			"::ffff:10.0.0.1",
			"fd00::1",
			"fe80::1",
			"ff02::1",
			"2001:db8::1",
			"2002:7f00:1::1",
			"64:ff9b::a00:1",
		];
		for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
	});

	it("answers false for a name", () => {
		expect(isPublicAddress("push.example.com")).toBe(false);
	});
});

describe("isLoopbackAddress", () => {
	it("knows 127.0.0.0/8 and ::1, and nothing else", () => {
		expect(isLoopbackAddress("127.0.0.1")).toBe(true);
		expect(isLoopbackAddress("::1")).toBe(true);
		expect(isLoopbackAddress("10.0.0.1")).toBe(false);
		expect(isLoopbackAddress("localhost")).toBe(false);
	});
});
