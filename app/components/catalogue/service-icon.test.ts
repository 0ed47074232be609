import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServiceIcon } from "./service-icon";

describe("ServiceIcon", () => {
  it("renders a decorative svg without a title", () => {
    const html = renderToStaticMarkup(createElement(ServiceIcon, { iconId: "wifi", className: "size-4" }));
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('class="size-4"');
    expect(html).toContain('<use href="/icons/services.svg#wifi">');
    expect(html).not.toContain("<title>");
  });

  it("renders a named image with a title", () => {
    const html = renderToStaticMarkup(createElement(ServiceIcon, { iconId: "parking", title: "Parkplatz" }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Parkplatz"');
    expect(html).toContain("<title>Parkplatz</title>");
    expect(html).not.toContain("aria-hidden");
  });
});

describe("the icon sprite", () => {
  it("is current and has a symbol for every catalogue icon", async () => {
    const { readFileSync } = await import("node:fs");
    const { iconSprite } = await import("./icon-sprite");
    const { ICON_IDS } = await import("../../../shared/catalogue");
    const committed = readFileSync(new URL("../../../public/icons/services.svg", import.meta.url), "utf8");
    expect(committed, "run npx jiti scripts/catalogue/build-icon-sprite.ts").toBe(iconSprite());
    for (const id of ICON_IDS) expect(committed).toContain(`<symbol id="${id}" `);
  });
});
