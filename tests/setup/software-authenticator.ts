import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A WebAuthn authenticator in software (one P-256 passkey, attestation "none"), so that integration tests can make
// the registration and sign-in responses a browser would send. Browser tests use Chromium's virtual authenticator.

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };
type Ceremony = { origin: string; isUserVerified?: boolean };

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export function softwareAuthenticator() {
	const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
	const credentialId = randomBytes(16);
	const jwk = publicKey.export({ format: "jwk" });
	const coseKey = isoCBOR.encode(
		new Map<number, number | Uint8Array>([
			[1, 2], // kty: EC2
			[3, -7], // alg: ES256
			[-1, 1], // crv: P-256
			[-2, Buffer.from(jwk.x ?? "", "base64url")],
			[-3, Buffer.from(jwk.y ?? "", "base64url")],
		]),
	);
	let signCount = 0;
	let userHandle = "";

	const authenticatorData = (rpId: string, flags: number, attested: Uint8Array = new Uint8Array()) => {
		const count = Buffer.alloc(4);
		count.writeUInt32BE(++signCount);
		return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
	};
	const flagsFor = (isUserVerified = true) => FLAG_USER_PRESENT | (isUserVerified ? FLAG_USER_VERIFIED : 0);
	const clientData = (type: string, challenge: string, origin: string) =>
		Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

	return {
		credentialId: b64url(credentialId),
		/** The response to navigator.credentials.create() for these options (from generate-register-options). */
		register(options: CreationOptions, { origin, isUserVerified }: Ceremony) {
			userHandle = options.user.id;
			const idLength = Buffer.alloc(2);
			idLength.writeUInt16BE(credentialId.length);
			const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
			const authData = authenticatorData(options.rp.id ?? "", flagsFor(isUserVerified) | FLAG_ATTESTED_DATA, attested);
			const attestationObject = isoCBOR.encode(
				new Map<string, string | Uint8Array | Map<string, string>>([
					["fmt", "none"],
					["attStmt", new Map<string, string>()],
					["authData", authData],
				]),
			);
			return {
				id: b64url(credentialId),
				rawId: b64url(credentialId),
				type: "public-key",
				response: {
					clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
					attestationObject: b64url(attestationObject),
					transports: ["internal"],
				},
				clientExtensionResults: {},
				authenticatorAttachment: "platform",
			};
		},
		/** The response to navigator.credentials.get() for these options (from generate-authenticate-options). */
		authenticate(options: RequestOptions, { origin, isUserVerified }: Ceremony) {
			const authData = authenticatorData(options.rpId ?? "", flagsFor(isUserVerified));
			const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
			const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
			return {
				id: b64url(credentialId),
				rawId: b64url(credentialId),
				type: "public-key",
				response: {
					clientDataJSON: b64url(clientDataJSON),
					authenticatorData: b64url(authData),
					signature: b64url(signature),
					userHandle,
				},
				clientExtensionResults: {},
				authenticatorAttachment: "platform",
			};
		},
	};
}
