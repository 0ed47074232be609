import { describe, expect, it } from "vitest";
import { decodeCandidates } from "./apartments";

const S55 = 2 ** 55;

describe("decodeCandidates", () => {
  it("reads twelve values a candidate, over every row of cells", () => {
    const texts = [
      `["a-1",${0.125 * S55},55,${-0.5 * S55},55,2,3,28,4,1,5,null,"a-2",0,55,${3 * 2 ** 60},66,1,1,1,1,null,null,0]`,
      `["a-3",${64 * S55},55,${128 * S55},55,0,2,14,2,null,null,1]`,
    ];
    expect(decodeCandidates(texts)).toEqual([
      {
        id: "a-1",
        lat: 0.125,
        long: -0.5,
        unitsLeft: 2,
        minStay: 3,
        maxStay: 28,
        maxOccupancy: 4,
        arrivalClosed: 1,
        arrivalMinStay: 5,
        departureClosed: null,
      },
      {
        id: "a-2",
        lat: 0,
        long: 3 * 2 ** -6,
        unitsLeft: 1,
        minStay: 1,
        maxStay: 1,
        maxOccupancy: 1,
        arrivalClosed: null,
        arrivalMinStay: null,
        departureClosed: 0,
      },
      {
        id: "a-3",
        lat: 64,
        long: 128,
        unitsLeft: 0,
        minStay: 2,
        maxStay: 14,
        maxOccupancy: 2,
        arrivalClosed: null,
        arrivalMinStay: null,
        departureClosed: 1,
      },
    ]);
  });

  it("answers nothing read for no rows", () => {
    expect(decodeCandidates([])).toEqual([]);
  });

  it("gives up (null) when a position was not encoded", () => {
    expect(decodeCandidates([`["a-1",${S55},55,null,0,1,1,1,1,null,null,null]`])).toBeNull();
  });
});
