import { DomainError } from "#core/errors/domain-error.ts";

/** How long a request refused as `busy` is asked to wait: a queue of hashes drains within seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

type Slots = {
	running: number;
	waiting: number;
	/** Places in a queue of their own for work marked `isReserved` (sign-in), which runs before the rest's. */
	reserved?: number;
};

/**
 * Password hashing's share of an instance: scrypt at OWASP's cost takes 128 MiB and a core's ~350 ms per hash, so at
 * most `running` run at once and at most `waiting` more wait their turn; beyond that the request is refused as
 * `busy` (503, Retry-After) rather than letting a burst take the memory and the other users' answers with it.
 * Reserved work (signing in) waits in its own queue, served first: the other hashing endpoints, which anyone with an
 * account can call, cannot keep people from signing in (review D8).
 */
export function createHashSlots({ running, waiting, reserved = 0 }: Slots) {
	let active = 0;
	const reservedQueue: Array<() => void> = [];
	const queue: Array<() => void> = [];
	const release = () => {
		const next = reservedQueue.shift() ?? queue.shift();
		if (next) next();
		else active--;
	};
	return async function inSlot<T>(work: () => Promise<T>, { isReserved = false } = {}): Promise<T> {
		if (active >= running) {
			const [own, room] = isReserved ? [reservedQueue, reserved] : [queue, waiting];
			if (own.length >= room) throw new DomainError("busy");
			await new Promise<void>((resolve) => own.push(resolve));
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
