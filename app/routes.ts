import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every page exists once per language: English at the root, the others under /zh /fr /ko /ja /es /ms.
// The optional `:lang` segment carries the prefix; routes/locale-layout.tsx turns unknown prefixes into 404s.
export default [
	// A resource route: the changelog as an Atom feed in each language.
	route(":lang?/changelog.atom", "routes/changelog-feed/route.ts"),
	route(":lang?", "routes/locale-layout.tsx", [
		index("routes/home/route.tsx"),
		layout("routes/public-layout.tsx", [
			route("terms", "routes/terms/route.tsx"),
			route("author", "routes/author/route.tsx"),
			route("landing", "routes/landing/route.tsx"),
			route("pricing", "routes/pricing/route.tsx"),
			route("privacy", "routes/privacy/route.tsx"),
			route("security", "routes/security/route.tsx"),
			route("changelog", "routes/changelog/route.tsx"),
			route("eisenhower-matrix", "routes/eisenhower-matrix/route.tsx"),
			route("login", "routes/login/route.tsx"),
		]),
		layout("routes/app-layout.tsx", [
			route("matrix", "routes/matrix/route.tsx"),
			route("sticky", "routes/sticky/route.tsx"),
			route("profile", "routes/profile/route.tsx"),
			route("billing/upgrade", "routes/billing-upgrade/route.tsx"),
			route("billing/test-checkout", "routes/billing-test-checkout/route.tsx"),
			route("billing/test-portal", "routes/billing-test-portal/route.tsx"),
			route("billing/success", "routes/billing-success/route.tsx"),
		]),
		route("*", "routes/not-found/route.tsx"),
	]),
] satisfies RouteConfig;
