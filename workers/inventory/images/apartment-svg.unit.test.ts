import { describe, expect, it } from "vitest";
import { apartmentImageName, apartmentImages, apartmentScenes, parseImageName, SCENES } from "./apartment-scenes";
import { apartmentSvg } from "./apartment-svg";

/** Well-formed XML as far as these pictures go: every tag closed in order, attributes quoted. */
function assertWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toMatch(/^<svg[^>]* width="800" height="600"/);
  const stack: string[] = [];
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    expect(attributes ?? "").toMatch(/^(\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*\s*$/);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  // Text between tags is only the title.
  expect(svg.replace(/<title>[^<]*<\/title>/, "").replace(/<[^>]*>/g, "")).toBe("");
}

const CITIES = ["berlin", "paris", "wien", "london"];
const TYPE_IDS = Array.from(
  { length: 40 },
  (_, i) => `a-${CITIES[i % 4]}-${String(i).padStart(4, "0")}-${(i % 3) + 1}`,
);

describe("apartment scenes", () => {
  it("are the same for the same type and name a living room and a bedroom", () => {
    for (const id of TYPE_IDS) {
      const scenes = apartmentScenes(id, 5);
      expect(apartmentScenes(id, 5)).toEqual(scenes);
      expect(new Set(scenes).size).toBe(5);
      expect(apartmentScenes(id, 3)).toContain("living");
      expect(apartmentScenes(id, 3)).toContain("bedroom");
    }
  });

  it("open with different pictures for different types", () => {
    const first = new Set(TYPE_IDS.map((id) => apartmentScenes(id, 3)[0]));
    expect(first.size).toBeGreaterThanOrEqual(4);
  });

  it("round-trip through the image name, also for names from before the scene was in them", () => {
    expect(parseImageName(apartmentImageName("a-berlin-0003-1", 1, "kitchen"))).toEqual({
      typeId: "a-berlin-0003-1",
      index: 1,
      scene: "kitchen",
    });
    const legacy = parseImageName("apt-a-berlin-0003-1-2");
    expect(legacy).toEqual({ typeId: "a-berlin-0003-1", index: 1, scene: apartmentScenes("a-berlin-0003-1", 2)[1] });
    expect(parseImageName("nonsense")).toBeNull();
  });

  it("describe each picture in the page's language", () => {
    const [en] = apartmentImages("a-berlin-0003-1", 1, "Alte Oper, Studio", "en");
    const [de] = apartmentImages("a-berlin-0003-1", 1, "Alte Oper, Studio", "de");
    const scene = apartmentScenes("a-berlin-0003-1", 1)[0];
    expect(en?.url).toBe(`/images/apt-a-berlin-0003-1-1-${scene}.svg`);
    expect(en?.alt).toMatch(
      /^(Living room of|Bedroom of|Kitchen of|Bathroom of|Building of|View from) Alte Oper, Studio$/,
    );
    expect(de?.alt).toMatch(/^(Wohnzimmer|Schlafzimmer|Küche|Badezimmer|Gebäude|Aussicht) von Alte Oper, Studio$/);
    expect(en).toMatchObject({ width: 800, height: 600 });
  });
});

describe("apartmentSvg", () => {
  it("draws the same picture for the same name", () => {
    for (const scene of SCENES) {
      const name = apartmentImageName("a-berlin-0003-1", 0, scene);
      expect(apartmentSvg(name)).toBe(apartmentSvg(name));
    }
  });

  it("draws valid, small SVG for every scene", () => {
    for (const id of TYPE_IDS) {
      for (const scene of SCENES) {
        const svg = apartmentSvg(apartmentImageName(id, 0, scene));
        assertWellFormedSvg(svg);
        expect(svg.length).toBeLessThan(8_000);
      }
    }
  });

  it("draws different pictures for different rooms and for different apartments", () => {
    const rooms = SCENES.map((scene) => apartmentSvg(apartmentImageName("a-paris-0010-2", 0, scene)));
    expect(new Set(rooms).size).toBe(SCENES.length);
    const livingRooms = TYPE_IDS.map((id) => apartmentSvg(apartmentImageName(id, 0, "living")));
    expect(new Set(livingRooms).size).toBe(TYPE_IDS.length);
    // Not just other numbers: the palettes differ too (the first rect after the defs is a wall shade).
    const firstFill = (svg: string) => /<\/defs><rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(new Set(livingRooms.map(firstFill)).size).toBeGreaterThan(3);
  });

  it("shows the same street for every apartment of a property", () => {
    // The sky and the neighbouring houses come from the property alone.
    const streetOf = (id: string) => {
      const svg = apartmentSvg(apartmentImageName(id, 0, "facade"));
      return svg.slice(svg.indexOf("</defs>")).match(/^(?:<[^>]+>){0,4}/)?.[0];
    };
    expect(streetOf("a-berlin-0003-1")).toBe(streetOf("a-berlin-0003-2"));
    expect(streetOf("a-berlin-0003-1")).not.toBe(streetOf("a-berlin-0004-1"));
  });
});
