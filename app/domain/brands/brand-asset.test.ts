import { describe, expect, it } from "vitest";
import { MAX_BRAND_ASSET_BYTES, readBrandAsset } from "./brand-asset";

const utf8 = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b4f6c"/></svg>';

describe("readBrandAsset", () => {
  it.each([
    ["a PNG", PNG, "image/png"],
    ["a WebP", WEBP, "image/webp"],
    ["a plain SVG", utf8(LOGO), "image/svg+xml"],
    [
      "an SVG with an XML declaration and a comment",
      utf8(`<?xml version="1.0"?>\n<!-- logo -->\n${LOGO}`),
      "image/svg+xml",
    ],
    [
      "an SVG with an inner link and an embedded PNG",
      utf8(`<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/><image href="data:image/png;base64,iVBO"/></svg>`),
      "image/svg+xml",
    ],
  ])("takes %s", (_what, bytes, type) => {
    expect(readBrandAsset(bytes, "logo")).toEqual({ contentType: type });
  });

  it.each([
    ["nothing", new Uint8Array(), "empty"],
    ["a JPEG (no transparency for a logo on any colour)", JPEG, "unsupportedType"],
    ["HTML", utf8("<html><body>hi</body></html>"), "unsupportedType"],
    ["bytes that are no text", new Uint8Array([0xff, 0xfe, 0x00, 0xd8]), "unsupportedType"],
    ["an SVG with a script", utf8("<svg><script>alert(1)</script></svg>"), "svgActiveContent"],
    ["an SVG with an event handler", utf8('<svg onload="alert(1)"></svg>'), "svgActiveContent"],
    [
      "an SVG with a javascript: link",
      utf8('<svg><a href="javascript:alert(1)"><rect/></a></svg>'),
      "svgActiveContent",
    ],
    ["an SVG with embedded HTML", utf8("<svg><foreignObject><div>x</div></foreignObject></svg>"), "svgActiveContent"],
    [
      "an SVG with an entity",
      utf8('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>'),
      "svgActiveContent",
    ],
    [
      "an SVG that loads a picture from elsewhere",
      utf8('<svg><image href="https://tracker.example/p.png"/></svg>'),
      "svgActiveContent",
    ],
    [
      "an SVG whose style fetches from elsewhere",
      utf8("<svg><style>rect{fill:url(https://x.example/a)}</style></svg>"),
      "svgActiveContent",
    ],
  ])("refuses %s", (_what, bytes, problem) => {
    expect(readBrandAsset(bytes, "logo")).toEqual({ problem });
  });

  it("holds each kind to its own size", () => {
    const big = new Uint8Array(MAX_BRAND_ASSET_BYTES.favicon + 1);
    big.set(PNG);
    expect(readBrandAsset(big, "favicon")).toEqual({ problem: "tooLarge" });
    expect(readBrandAsset(big, "logo")).toEqual({ contentType: "image/png" });
  });
});
