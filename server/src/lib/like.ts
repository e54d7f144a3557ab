/** A LIKE / ILIKE pattern matching `keyword` anywhere, its own % _ \ taken literally. */
export const containsPattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
