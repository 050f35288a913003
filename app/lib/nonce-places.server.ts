/**
 * A page's UTF-8 bytes around the places of the CSP nonce it was rendered with, so that each answer can carry its
 * own nonce without rendering again: the prerendered public pages (ADR 0007) and the remembered ones (ADR 0038).
 */
export type NoncePlaces = Buffer[];

/** Splits `html` at every occurrence of `nonce`. */
export function splitAtNonce(html: Buffer | string, nonce: string): NoncePlaces {
	const bytes = typeof html === "string" ? Buffer.from(html) : html;
	const parts: Buffer[] = [];
	let from = 0;
	for (let at = bytes.indexOf(nonce); at >= 0; at = bytes.indexOf(nonce, from)) {
		parts.push(bytes.subarray(from, at));
		from = at + Buffer.byteLength(nonce);
	}
	parts.push(bytes.subarray(from));
	return parts;
}

/** The page with `nonce` in each of its places: new bytes, the parts stay as they are for the next answer. */
export function joinWithNonce(parts: NoncePlaces, nonce: string): Buffer<ArrayBuffer> {
	const nonceBytes = Buffer.from(nonce);
	return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/** The bytes the parts take. */
export const bytesOf = (parts: NoncePlaces) => parts.reduce((total, part) => total + part.length, 0);
