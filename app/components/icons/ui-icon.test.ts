import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spriteOf } from "./sprite";
import { UI_SPRITE_URL, UiIcon } from "./ui-icon";
import { UI_ICONS } from "./ui-icon-set";

describe("UiIcon", () => {
  it.each([
    [
      "a decorative icon",
      { name: "menu" as const, className: "size-6" },
      ['aria-hidden="true"', 'class="size-6"'],
      ["<title>"],
    ],
    [
      "a named icon",
      { name: "info" as const, title: "Note" },
      ['role="img"', 'aria-label="Note"', "<title>Note</title>"],
      ["aria-hidden"],
    ],
  ])("renders %s from the UI sprite", (_case, props, present, absent) => {
    const html = renderToStaticMarkup(createElement(UiIcon, props));
    expect(html).toContain(`<use href="${UI_SPRITE_URL}#${props.name}">`);
    for (const text of present) expect(html).toContain(text);
    for (const text of absent) expect(html).not.toContain(text);
  });
});

describe("the UI sprite", () => {
  it("is current and has a symbol for every interface icon", () => {
    const committed = readFileSync(new URL("../../../public/icons/ui.svg", import.meta.url), "utf8");
    expect(committed, "run npx jiti scripts/catalogue/build-icon-sprite.ts").toBe(spriteOf(UI_ICONS));
    for (const name of Object.keys(UI_ICONS)) expect(committed).toContain(`<symbol id="${name}" `);
  });
});
