import { BUILD_VERSION_HEADER } from "#core/constants.ts";
import { reportServerBuild } from "./report-server-build.ts";

/**
 * Every answer of the server names the client build it serves: page data (React Router's `.data` requests on each
 * navigation) and the API alike. React Router fetches through the global `fetch`, so this watches it there: the first
 * answer from a new deploy tells the tab, without a request of its own.
 */
export function watchBuildHeader(): void {
	const fetchFromBrowser = window.fetch.bind(window);
	window.fetch = async (input, init) => {
		const response = await fetchFromBrowser(input, init);
		const version = response.headers.get(BUILD_VERSION_HEADER);
		if (version) reportServerBuild(version);
		return response;
	};
}
