import { DomainError } from "#core/errors/domain-error.ts";

/** How long a request refused as `busy` is asked to wait: a queue of hashes drains within seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Password hashing's share of an instance: scrypt at OWASP's cost takes 128 MiB and a core's ~350 ms per hash, so at
 * most `running` run at once and at most `waiting` more wait their turn; beyond that the request is refused as
 * `busy` (503, Retry-After) rather than letting a burst take the memory and the other users' answers with it.
 */
export function createHashSlots({ running, waiting }: { running: number; waiting: number }) {
	let active = 0;
	const queue: Array<() => void> = [];
	const release = () => {
		const next = queue.shift();
		if (next) next();
		else active--;
	};
	return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
		if (active >= running) {
			if (queue.length >= waiting) throw new DomainError("busy");
			await new Promise<void>((resolve) => queue.push(resolve));
		} else {
			active++;
		}
		try {
			return await work();
		} finally {
			release();
		}
	};
}
