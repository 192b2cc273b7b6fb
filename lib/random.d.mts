/** Types of ./random.mjs. */
export function mulberry32(seed: number): () => number;
