/** Just enough of a browser's cookie handling for in-process API tests: remembers Set-Cookie, sends Cookie. */
export class CookieJar {
	readonly cookies = new Map<string, string>();

	store(response: Response): Response {
		for (const line of response.headers.getSetCookie()) {
			const [pair, ...attributes] = line.split(";");
			const separator = pair?.indexOf("=") ?? -1;
			if (!pair || separator < 0) continue;
			const name = pair.slice(0, separator).trim();
			const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
			if (isExpired) this.cookies.delete(name);
			else this.cookies.set(name, pair.slice(separator + 1).trim());
		}
		return response;
	}

	header(): string {
		return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
	}
}
