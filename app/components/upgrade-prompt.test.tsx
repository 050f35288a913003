// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, Outlet, useRouteLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n.ts";
import type { Locale } from "#core/constants.ts";
import en from "#locales/en/translation.json";
import fr from "#locales/fr/translation.json";
import UpgradePrompt from "./upgrade-prompt.tsx";

const onOpenChange = vi.fn();

afterEach(() => {
	cleanup();
	onOpenChange.mockReset();
});

type Reason = { reason: "plan_limit"; limit: number } | { reason: "pro_required" };
type RootData = { locale: Locale; reason: Reason };

function PromptPage() {
	const { reason } = useRouteLoaderData("root") as RootData;
	return <UpgradePrompt open onOpenChange={onOpenChange} {...reason} />;
}

const Stub = createRoutesStub([{ id: "root", path: "/", Component: PromptPage }]);

/** The prompt on a page of the given language, as the root loader would have resolved it. */
async function renderPrompt(reason: Reason, locale: Locale = "en") {
	const root: RootData = { locale, reason };
	render(
		<I18nextProvider i18n={createI18n(locale, locale === "fr" ? fr : en)}>
			<Stub hydrationData={{ loaderData: { root } }} />
		</I18nextProvider>,
	);
	await screen.findByRole("dialog");
	return { user: userEvent.setup() };
}

const BENEFITS = [
	"Unlimited tasks in every quadrant",
	"Several boards",
	"“Show everything”: the tasks of all your boards in one view",
	"Delete all the tasks of a quadrant at once",
];

describe("UpgradePrompt", () => {
	it("explains the per-quadrant limit with its number, and what Pro gives", async () => {
		await renderPrompt({ reason: "plan_limit", limit: 12 });
		const dialog = screen.getByRole("dialog", { name: "Upgrade to Pro" });
		const describedBy = dialog.getAttribute("aria-describedby");
		expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
			"The Free plan keeps at most 12 tasks in each quadrant.",
		);
		expect(screen.queryByText("This is a Pro feature.")).toBeNull();
		const benefits = screen.getByRole("list", { name: "With Pro you get:" });
		expect([...benefits.querySelectorAll("li")].map((item) => item.textContent)).toEqual(BENEFITS);
	});

	it("says a Pro feature is one", async () => {
		await renderPrompt({ reason: "pro_required" });
		const dialog = screen.getByRole("dialog", { name: "Upgrade to Pro" });
		const describedBy = dialog.getAttribute("aria-describedby");
		expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("This is a Pro feature.");
		expect(screen.queryByText(/at most/)).toBeNull();
		expect(screen.getAllByRole("listitem")).toHaveLength(BENEFITS.length);
	});

	it("closes on 'Not now'", async () => {
		const { user } = await renderPrompt({ reason: "pro_required" });
		await user.click(screen.getByRole("button", { name: "Not now" }));
		expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
	});

	it("starts a monthly checkout in the page's language and goes there", async () => {
		const fetchMock = vi.fn(async () => Response.json({ url: "/fr/billing/test-checkout?interval=month" }));
		vi.stubGlobal("fetch", fetchMock);
		const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
		try {
			const { user } = await renderPrompt({ reason: "plan_limit", limit: 12 }, "fr");
			expect(screen.getByRole("dialog", { name: "Passer à Pro" })).toBeTruthy();
			expect(screen.getByText("L’offre Gratuite est limitée à 12 tâches par quadrant.")).toBeTruthy();
			await user.click(screen.getByRole("button", { name: "Passer à Pro" }));
			await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/fr/billing/test-checkout?interval=month"));
			const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
			expect(path).toBe("/api/v1/billing/checkout");
			expect(JSON.parse(String(init.body))).toEqual({ interval: "month", locale: "fr" });
		} finally {
			assign.mockRestore();
			vi.unstubAllGlobals();
		}
	});

	it.each([
		{ isGoogleEnabled: false, status: en.upgrade.accountRequired, link: en.upgrade.createAccount },
		{ isGoogleEnabled: true, status: en.upgrade.accountRequiredWithGoogle, link: en.upgrade.createAccountWithGoogle },
	])(
		"offers linking Google to an anonymous user only where it is configured ($isGoogleEnabled)",
		async ({ isGoogleEnabled, status, link }) => {
			const fetchMock = vi.fn();
			vi.stubGlobal("fetch", fetchMock);
			try {
				const InApp = createRoutesStub([
					{
						id: "root",
						path: "/",
						Component: Outlet,
						children: [{ id: "routes/app-layout", index: true, Component: PromptPage }],
					},
				]);
				const root: RootData = { locale: "en", reason: { reason: "pro_required" } };
				const layout = { user: { isAnonymous: true }, isGoogleEnabled };
				render(
					<I18nextProvider i18n={createI18n("en", en)}>
						<InApp hydrationData={{ loaderData: { root, "routes/app-layout": layout } }} />
					</I18nextProvider>,
				);
				await userEvent.setup().click(await screen.findByRole("button", { name: "Upgrade to Pro" }));
				expect((await screen.findByRole("status")).textContent).toBe(status);
				expect(screen.getByRole("link", { name: link }).getAttribute("href")).toBe("/profile");
				expect(document.body.textContent?.includes("Google")).toBe(isGoogleEnabled);
				// The layout knew the user is anonymous: no checkout was asked for.
				expect(fetchMock).not.toHaveBeenCalled();
			} finally {
				vi.unstubAllGlobals();
			}
		},
	);

	it("asks an anonymous user to create an account first", async () => {
		const error = { error: { code: "account_required", message: "Create an account" } };
		vi.stubGlobal(
			"fetch",
			vi.fn(async () => Response.json(error, { status: 403 })),
		);
		try {
			const { user } = await renderPrompt({ reason: "pro_required" });
			await user.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
			expect((await screen.findByRole("status")).textContent).toBe(en.upgrade.accountRequired);
			expect(screen.getByRole("link", { name: en.upgrade.createAccount }).getAttribute("href")).toBe("/profile");
			expect(screen.queryByRole("button", { name: "Upgrade to Pro" })).toBeNull();
		} finally {
			vi.unstubAllGlobals();
		}
	});
});
