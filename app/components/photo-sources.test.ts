import { describe, expect, it } from "vitest";
import { photoSources } from "./photo-sources";

const SIZES = "(min-width: 640px) 50vw, 100vw";

describe("photoSources", () => {
  it("offers smaller copies of an uploaded photo up to its width when resizing is on", () => {
    expect(photoSources("/photos/t1/pho_a.jpg", { width: 1000, sizes: SIZES, resizing: true })).toEqual({
      src: "/media/photos/t1/pho_a.jpg",
      srcSet: [
        "/cdn-cgi/image/width=320,fit=scale-down,format=auto/media/photos/t1/pho_a.jpg 320w",
        "/cdn-cgi/image/width=640,fit=scale-down,format=auto/media/photos/t1/pho_a.jpg 640w",
        "/cdn-cgi/image/width=960,fit=scale-down,format=auto/media/photos/t1/pho_a.jpg 960w",
        "/media/photos/t1/pho_a.jpg 1000w",
      ].join(", "),
      sizes: SIZES,
    });
  });

  it.each([
    ["resizing off", "/photos/t1/pho_a.jpg", false, { src: "/media/photos/t1/pho_a.jpg" }],
    ["a drawing", "/images/apt-x-1-living.svg", true, { src: "/media/images/apt-x-1-living.svg" }],
    ["another host's picture", "https://cdn.example/a.jpg", true, { src: "https://cdn.example/a.jpg" }],
  ])("gives the original only for %s", (_, url, resizing, expected) => {
    expect(photoSources(url, { width: 1000, sizes: SIZES, resizing })).toEqual(expected);
  });
});
