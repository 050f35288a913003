/** Escapes text for HTML content and attribute values (mail bodies, the dev mailbox). */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
