import type * as SimpleWebAuthn from "@simplewebauthn/server";

// What the built server gives better-auth's passkey plugin for "@simplewebauthn/server" (scripts/bundle-server.ts):
// the same four functions, which load the library on the first passkey request. Loaded at start-up, it and its
// certificate parsers held ~4 MiB of heap in every instance, for a feature most requests never touch. The plugin
// awaits each of them, and each already answers a promise, so loading first changes nothing it can observe.
const library = () => import("@simplewebauthn/server");

export const generateRegistrationOptions: typeof SimpleWebAuthn.generateRegistrationOptions = async (options) =>
	(await library()).generateRegistrationOptions(options);

export const generateAuthenticationOptions: typeof SimpleWebAuthn.generateAuthenticationOptions = async (options) =>
	(await library()).generateAuthenticationOptions(options);

export const verifyRegistrationResponse: typeof SimpleWebAuthn.verifyRegistrationResponse = async (options) =>
	(await library()).verifyRegistrationResponse(options);

export const verifyAuthenticationResponse: typeof SimpleWebAuthn.verifyAuthenticationResponse = async (options) =>
	(await library()).verifyAuthenticationResponse(options);
