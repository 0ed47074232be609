import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../../app/domain/places/rank-places";
import { parseSearchUrl } from "../../app/domain/search/search-route";
import { berlinSearchUrl } from "./berlin-search";

const inDate = dayjs().add(14, "day").format("YYYY-MM-DD");
const stay = { inDate, outDate: dayjs(inDate).add(30, "day").format("YYYY-MM-DD"), radius: 10 };
const BERLIN = { lat: 52.52437, long: 13.41053 };

/** The search the app reads from a bench URL. */
const searchOf = (nudge: number) => {
  const url = new URL(berlinSearchUrl("http://quartier.localhost:8795", { ...stay, nudge }));
  return parseSearchUrl("Berlin", url.searchParams);
};

describe("the bench's Berlin search", () => {
  it("is a valid search of the stay at Berlin", () => {
    const search = searchOf(0);
    expect(search.valid).toBe(true);
    expect(search).toMatchObject({ placeId: "2950159", inDate: stay.inDate, outDate: stay.outDate, guests: 2 });
    expect(search.position).toEqual(BERLIN);
  });

  it("asks another question at each nudge, every one within 150 m of Berlin", () => {
    // The nudges a run uses: a few dozen per inventory size from 0 and 1,000 on, the load's from 5,000 on.
    const nudges = [
      ...Array.from({ length: 1200 }, (_, i) => i),
      ...Array.from({ length: 600 }, (_, i) => 5000 + i),
      9999,
    ];
    const positions = new Set<string>();
    let farthestKm = 0;
    for (const nudge of nudges) {
      const { position } = searchOf(nudge);
      if (!position) throw new Error(`nudge ${nudge} has no position`);
      positions.add(`${position.lat},${position.long}`);
      farthestKm = Math.max(farthestKm, distanceKm(position, BERLIN));
    }
    expect(positions.size).toBe(nudges.length);
    expect(farthestKm).toBeLessThan(0.15);
  });
});
