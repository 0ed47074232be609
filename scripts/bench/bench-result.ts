/** A figure with its budget: at most `budget`, or at least `minimum` (a throughput). */
export type BenchResult = { name: string; value: number; unit: string; budget?: number; minimum?: number };
