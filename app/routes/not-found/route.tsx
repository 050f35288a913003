import { data } from "react-router";

// Any path no other route claims: the root error boundary renders "Page Not Found: {path}" with status 404.
export async function loader() {
	throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
	return null;
}
