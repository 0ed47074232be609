/**
 * The part of D1's API the places code uses, declared structurally: a D1Database binding satisfies
 * it in the Worker, and so does Miniflare's D1 proxy in Node scripts (seeding for `npm start`, the
 * benchmark), which type-check without the Workers globals.
 */
export interface SqlStatement {
  bind(...values: unknown[]): SqlStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  run(): Promise<unknown>;
}

export interface SqlDatabase {
  prepare(query: string): SqlStatement;
  batch(statements: SqlStatement[]): Promise<unknown[]>;
}
