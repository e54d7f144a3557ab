/** jsdom has no structuredClone, which the server's seed builders use; seeds are plain JSON. */
const g = globalThis as { structuredClone?: <T>(value: T) => T }
g.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
