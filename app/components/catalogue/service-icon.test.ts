import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServiceIcon } from "./service-icon";

describe("ServiceIcon", () => {
  it("renders a decorative svg without a title", () => {
    const html = renderToStaticMarkup(createElement(ServiceIcon, { iconId: "wifi", className: "size-4" }));
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('class="lucide lucide-wifi size-4"');
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
