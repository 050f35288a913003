/** Joins class names, skipping falsy parts, so variants can be composed with a caller's `className`. */
export function cx(...parts: Array<string | false | null | undefined>): string {
	return parts.filter(Boolean).join(" ");
}
