import { describe, expect, it } from "vitest";
import { uploadedImages } from "./uploaded-photos";

// As the database aggregates them: in no particular order, each with its position.
const PHOTOS = JSON.stringify([
  [2, "t1/pho_a.webp", 800, 1200, "", ""],
  [1, "t1/pho_b.jpg", 1200, 800, "Living room", "Wohnzimmer"],
]);

describe("uploadedImages", () => {
  it("lists the photos by their position with the language's alt text", () => {
    expect(uploadedImages(PHOTOS, "Haus Anna, Studio", "de")).toEqual([
      { url: "/photos/t1/pho_b.jpg", alt: "Wohnzimmer", width: 1200, height: 800 },
      { url: "/photos/t1/pho_a.webp", alt: "Haus Anna, Studio, Foto 2", width: 800, height: 1200 },
    ]);
    expect(uploadedImages(PHOTOS, "Haus Anna, Studio", "en").map((i) => i.alt)).toEqual([
      "Living room",
      "Haus Anna, Studio, photo 2",
    ]);
  });

  it.each([["[]"], [null], [undefined], ["not json"], ['{"a":1}']])("is empty for %j", (value) => {
    expect(uploadedImages(value, "x", "en")).toEqual([]);
  });
});
