import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { AFTER_PAINT_START_SCRIPT } from "#app/lib/after-paint-start-script.ts";

/**
 * The `handle` of a page that hydrates once its server-rendered HTML has painted (ADR 0030): the root renders these
 * scripts in place of React Router's `<Scripts>` (app/lib/static-page.ts). Only such a page imports this module.
 */
export const HYDRATE_AFTER_PAINT = { afterPaintScripts: AfterPaintScripts } as const;

type ScriptOrLinkProps = { rel?: string; type?: string; children?: ReactNode };

/**
 * React Router's scripts, started once the page has painted (ADR 0030): the same elements as `<Scripts>`, less the
 * module preloads (React puts them in the head, where a slow connection fetches them beside the stylesheet and the
 * first paint waits for them), with the module script that imports the routes and the entry left inert
 * (`type="text/plain"`) until AFTER_PAINT_START_SCRIPT runs it after the first frame.
 */
function AfterPaintScripts({ nonce }: { nonce: string | undefined }) {
	// Called as a function, not rendered, to reshape what it renders: it keeps its hooks in this component, the same
	// on the server and in the hydrating browser (after hydration it renders nothing, as <Scripts> does).
	const scripts = Scripts({ nonce });
	return (
		<>
			{withoutPreloads(scripts)}
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, allowed by the CSP nonce. */}
			<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: AFTER_PAINT_START_SCRIPT }} />
		</>
	);
}

function withoutPreloads(node: ReactNode): ReactNode {
	return Children.map(node, (child) => {
		if (!isValidElement<ScriptOrLinkProps>(child)) return child;
		if (child.type === Fragment) return <Fragment key={child.key}>{withoutPreloads(child.props.children)}</Fragment>;
		if (child.type === "link" && child.props.rel === "modulepreload") return null;
		if (child.type === "script" && child.props.type === "module") {
			return cloneElement(child, { type: "text/plain", "data-after-paint": "" } as ScriptOrLinkProps);
		}
		return child;
	});
}
