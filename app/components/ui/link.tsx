import type { ComponentProps } from "react";
import { Link as RouterLink } from "react-router";

type LinkProps = ComponentProps<typeof RouterLink> & {
	/** Must be set to leave the site; an external URL without it is refused (rendered inert). */
	external?: boolean;
};

/** True for an absolute or protocol-relative URL, or a non-http scheme such as `javascript:` or `mailto:`. */
export function isExternalHref(to: unknown): boolean {
	if (typeof to !== "string") return false;
	return /^([a-z][a-z\d+\-.]*:|\/\/|\\\\)/i.test(to.trim());
}

/** The only link component of the app: in-app links navigate on the client, external ones must say so. */
export function Link({ external = false, to, children, ...props }: LinkProps) {
	if (isExternalHref(to)) {
		if (!external) {
			return (
				<a {...(props as ComponentProps<"a">)} aria-disabled="true" data-refused-href="">
					{children}
				</a>
			);
		}
		return (
			<a {...(props as ComponentProps<"a">)} href={to as string} rel="noopener noreferrer">
				{children}
			</a>
		);
	}
	return (
		<RouterLink to={to} {...props}>
			{children}
		</RouterLink>
	);
}
