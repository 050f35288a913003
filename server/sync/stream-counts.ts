/** How many streams each key holds; a key with none is forgotten. */
export class Counts {
	#counts = new Map<string, number>();
	of(key: string): number {
		return this.#counts.get(key) ?? 0;
	}
	add(key: string): void {
		this.#counts.set(key, this.of(key) + 1);
	}
	remove(key: string): void {
		const left = this.of(key) - 1;
		if (left > 0) this.#counts.set(key, left);
		else this.#counts.delete(key);
	}
}
