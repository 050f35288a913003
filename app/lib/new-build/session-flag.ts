/** sessionStorage, where it is available (a private window or a blocked storage simply remembers nothing). */
export function readSessionFlag(key: string): string | null {
	try {
		return sessionStorage.getItem(key);
	} catch {
		return null;
	}
}

export function writeSessionFlag(key: string, value: string): void {
	try {
		sessionStorage.setItem(key, value);
	} catch {
		// storage unavailable: the guard it keeps lasts only as long as the page
	}
}
