/** Escapes text for HTML or XML content and attribute values (mail bodies, the dev mailbox, feeds, the sitemap). */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
