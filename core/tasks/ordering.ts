import { generateKeyBetween } from "fractional-indexing";

/**
 * A position strictly between two neighbours (either may be absent), so a moved task changes one row only.
 * Positions compare byte-wise: every query orders them with the "C" collation.
 */
export function positionBetween(previous: string | null, next: string | null): string {
	return generateKeyBetween(previous, next);
}
