/**
 * Whether this instance wants new requests. Set to draining on SIGTERM, while the listener still serves, so that
 * /readyz answers 503 and a load balancer stops sending requests before the listener closes.
 */
export type Readiness = { isDraining: boolean };

export function createReadiness(): Readiness {
	return { isDraining: false };
}
