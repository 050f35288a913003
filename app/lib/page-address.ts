/**
 * The address of the page a loader runs for. A client-side navigation or revalidation asks React Router's data URL
 * (`/matrix.data?_routes=…`), which is no page to send a person back to after sign-in.
 */
export function pageAddressOf(url: URL): string {
	const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
	const params = new URLSearchParams(url.search);
	params.delete("_routes");
	const search = params.toString();
	return search ? `${pathname}?${search}` : pathname;
}
