// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { isExternalHref, Link } from "./link.tsx";

function renderLink(element: React.ReactElement) {
	const router = createMemoryRouter([{ path: "/", element }]);
	render(<RouterProvider router={router} />);
}

describe("Link", () => {
	afterEach(cleanup);

	it("recognises external and scheme URLs", () => {
		for (const href of ["https://example.com", "//evil.example", "javascript:alert(1)", "mailto:a@b.c", " HTTP://x"]) {
			expect(isExternalHref(href), href).toBe(true);
		}
		for (const href of ["/matrix", "pricing", "#main", "?board=all"]) expect(isExternalHref(href), href).toBe(false);
	});

	it("refuses to navigate to an external URL that is not marked external", () => {
		renderLink(<Link to="https://evil.example/phish">Prize</Link>);
		const link = screen.getByText("Prize");
		expect(link.getAttribute("href")).toBeNull();
		expect(link.getAttribute("aria-disabled")).toBe("true");
	});

	it("opens an external URL marked external without leaking the opener or referrer", () => {
		renderLink(
			<Link to="https://stripe.example/checkout" external>
				Pay
			</Link>,
		);
		const link = screen.getByRole("link", { name: "Pay" });
		expect(link.getAttribute("href")).toBe("https://stripe.example/checkout");
		expect(link.getAttribute("rel")).toBe("noopener noreferrer");
	});

	it("navigates in-app paths on the client", () => {
		renderLink(<Link to="/matrix">Matrix</Link>);
		expect(screen.getByRole("link", { name: "Matrix" }).getAttribute("href")).toBe("/matrix");
	});
});
