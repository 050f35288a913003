import { useLocation, useNavigate } from "react-router";
import { OPEN_QUADRANT_PARAM } from "#app/lib/search-param.ts";
import { QUADRANTS, type Quadrant } from "#core/constants.ts";

/** Set on the history entry a tile opened, so "back" returns to that grid rather than adding one more entry. */
type OpenedFromGrid = { isFromGrid: true };

const isQuadrant = (value: string | null): value is Quadrant => QUADRANTS.some((quadrant) => quadrant === value);

/** The address of the same page with `quadrant` open, or with none (the grid); the board and search stay. */
function quadrantSearch(search: string, quadrant: Quadrant | null) {
	const params = new URLSearchParams(search);
	if (quadrant) params.set(OPEN_QUADRANT_PARAM, quadrant);
	else params.delete(OPEN_QUADRANT_PARAM);
	const query = params.toString();
	return query ? `?${query}` : "";
}

/** The quadrant next to `quadrant` in the matrix's reading order (1 → 2 → 3 → 4), wrapping around. */
export function neighbourOf(quadrant: Quadrant, step: 1 | -1): Quadrant {
	const index = QUADRANTS.indexOf(quadrant);
	return QUADRANTS[(index + step + QUADRANTS.length) % QUADRANTS.length] as Quadrant;
}

/**
 * The quadrant a phone shows full-screen, kept in the address (`?quadrant=`). A tile opens it as a new history
 * entry; going to a neighbour replaces it, so the browser's back button (like the page's) returns to the grid.
 */
export function useOpenQuadrant() {
	const { search, state } = useLocation();
	const navigate = useNavigate();
	const value = new URLSearchParams(search).get(OPEN_QUADRANT_PARAM);
	const openQuadrant = isQuadrant(value) ? value : null;
	const isFromGrid = (state as OpenedFromGrid | null)?.isFromGrid === true;
	return {
		openQuadrant,
		linkTo: (quadrant: Quadrant) => ({ search: quadrantSearch(search, quadrant), state: { isFromGrid: true } }),
		onShow: (quadrant: Quadrant) =>
			navigate(
				{ search: quadrantSearch(search, quadrant) },
				{ replace: true, preventScrollReset: true, state: isFromGrid ? { isFromGrid } : null },
			),
		onBack: () => {
			if (isFromGrid) navigate(-1);
			else navigate({ search: quadrantSearch(search, null) }, { replace: true, preventScrollReset: true });
		},
	};
}
