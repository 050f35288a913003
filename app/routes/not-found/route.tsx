import { data } from "react-router";
import { loadAsDocument, STATIC_PAGE } from "#app/lib/static-page.ts";

// Any path no other route claims: the root error boundary renders "Page Not Found: {path}" with status 404.
export async function loader() {
	throw data(null, { status: 404, statusText: "Not Found" });
}

export const clientLoader = loadAsDocument;
export const handle = STATIC_PAGE;

export default function NotFound() {
	return null;
}
