// Small enough to read as a note pinned by hand, never enough to make text hard to read. No zero: every note leans.
const TILTS_DEGREES = [-1.5, -1, -0.5, 0.5, 1, 1.5] as const;

/**
 * The slight tilt of a note, in degrees, derived from its task id: the same on the server and in the browser and
 * on every render, so a note never jumps when the page hydrates or the wall re-renders.
 */
export function noteTilt(taskId: string): number {
	// FNV-1a: cheap, and spreads ids that differ in one character over different tilts.
	let hash = 0x811c9dc5;
	for (let index = 0; index < taskId.length; index++) {
		hash ^= taskId.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193);
	}
	return TILTS_DEGREES[(hash >>> 0) % TILTS_DEGREES.length] ?? 0;
}
