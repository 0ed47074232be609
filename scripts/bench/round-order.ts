import { seededRandom } from "../../shared/seeded-random.ts";

/**
 * The order of one round of the render bench: a shuffle of the round's requests, seeded by the
 * round's number so every run asks in the same orders. A fixed order that only rotates keeps every
 * request behind the same neighbour, so one page always paid for the work another left running
 * after its answer (the kept ranking, the shared copy, the last good copy); shuffled, every page
 * follows every other about as often.
 */
export function roundOrder<T>(kinds: readonly T[], round: number): T[] {
  const order = [...kinds];
  const random = seededRandom(round + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}
