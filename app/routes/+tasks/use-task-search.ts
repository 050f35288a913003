import { useState } from "react";
import { useSearchParams } from "react-router";
import { SEARCH_PARAM } from "#app/lib/search-param.ts";

/** The search typed above the tasks, kept in the address (replacing, not adding history) so the other view and a reload keep it. */
export function useTaskSearch() {
	const [searchParams, setSearchParams] = useSearchParams();
	const [search, setSearch] = useState(() => searchParams.get(SEARCH_PARAM) ?? "");
	const onSearch = (query: string) => {
		setSearch(query);
		setSearchParams(
			(params) => {
				if (query === "") params.delete(SEARCH_PARAM);
				else params.set(SEARCH_PARAM, query);
				return params;
			},
			{ replace: true, preventScrollReset: true },
		);
	};
	return [search, onSearch] as const;
}
