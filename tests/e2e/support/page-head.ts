import { Window } from "happy-dom";

/**
 * A page's head as a crawler reads it from the page's HTML (no script run), how many scripts the page loads, and the
 * text of its main content. Shared by the browser tests (`page.content()`) and the in-process ones (the answer's body).
 */
export function readHead(html: string) {
	// Parsed into a template: its content is in no document, so nothing it names (a stylesheet, a preload) is fetched.
	const template = new Window().document.createElement("template");
	template.innerHTML = html;
	const document = template.content;
	const all = (selector: string, attribute: string) =>
		[...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? "");
	const grouped = (prefix: string, attribute: string) => {
		const found: Record<string, string[]> = {};
		for (const element of document.querySelectorAll(`meta[${attribute}^="${prefix}"]`)) {
			const name = element.getAttribute(attribute) ?? "";
			found[name] = [...(found[name] ?? []), element.getAttribute("content") ?? ""];
		}
		return found;
	};
	return {
		title: document.querySelector("title")?.textContent ?? "",
		description: all('meta[name="description"]', "content"),
		canonical: all('link[rel="canonical"]', "href"),
		og: grouped("og:", "property"),
		twitter: grouped("twitter:", "name"),
		jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown =>
			JSON.parse(script.textContent ?? ""),
		),
		scripts: document.querySelectorAll('script[src], script[type="module"], link[rel="modulepreload"]').length,
		mainText: document.querySelector("main")?.textContent ?? "",
	};
}
