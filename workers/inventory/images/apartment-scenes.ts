import { otaPaths } from "../../../shared/ota/paths";
import { createRng, hashString } from "../rules/prng";

/**
 * Which pictures an apartment type has: a deterministic list of scenes (rooms, the building, the view)
 * drawn from the type id, so the same apartment always shows the same pictures in the same order, and
 * different apartments open with different pictures. The scene is part of the image name, so the
 * illustration and its alternative text always agree and a changed list gets new (immutable) URLs.
 */
export const SCENES = ["living", "bedroom", "kitchen", "bathroom", "facade", "view"] as const;
export type Scene = (typeof SCENES)[number];

/** Weights of the first picture (the one on result cards): mostly a room, sometimes the house or view. */
const FIRST_SCENE: readonly (readonly [Scene, number])[] = [
  ["living", 3],
  ["bedroom", 2],
  ["kitchen", 1],
  ["facade", 2],
  ["view", 1],
];

export function apartmentScenes(typeId: string, count: number): Scene[] {
  const rng = createRng(hashString(`scenes:${typeId}`));
  const first = rng.weighted(FIRST_SCENE);
  // Every apartment has a living room and a bedroom; the rest in a shuffled order.
  const must: Scene[] = (["living", "bedroom"] as const).filter((scene) => scene !== first);
  const rest = rng.sample(
    SCENES.filter((scene) => scene !== first && !must.includes(scene)),
    SCENES.length,
  );
  const others = rng.sample(must, must.length);
  const ordered = [first, ...others, ...rest];
  // A second living area beyond six pictures.
  return Array.from({ length: count }, (_, i) => ordered[i] ?? "living");
}

/** The image name for the i-th picture (0-based) of a type: `apt-<type id>-<n>-<scene>`. */
export function apartmentImageName(typeId: string, index: number, scene: Scene): string {
  return `apt-${typeId}-${index + 1}-${scene}`;
}

const NAME = /^apt-(.+)-(\d+)-([a-z]+)$/;
const LEGACY_NAME = /^apt-(.+)-(\d+)$/;

/** Parses an image name back into the type id, the picture's number and its scene. */
export function parseImageName(name: string): { typeId: string; index: number; scene: Scene } | null {
  const match = NAME.exec(name);
  if (match && (SCENES as readonly string[]).includes(match[3]!)) {
    return { typeId: match[1]!, index: Number(match[2]) - 1, scene: match[3] as Scene };
  }
  // Names from before the scene was part of the name (still in old bookings and caches).
  const legacy = LEGACY_NAME.exec(name);
  if (!legacy) return null;
  const index = Math.max(0, Number(legacy[2]) - 1);
  return { typeId: legacy[1]!, index, scene: apartmentScenes(legacy[1]!, index + 1)[index]! };
}

const LABELS: Record<"en" | "de", Record<Scene, (name: string) => string>> = {
  en: {
    living: (name) => `Living room of ${name}`,
    bedroom: (name) => `Bedroom of ${name}`,
    kitchen: (name) => `Kitchen of ${name}`,
    bathroom: (name) => `Bathroom of ${name}`,
    facade: (name) => `Building of ${name}`,
    view: (name) => `View from ${name}`,
  },
  de: {
    living: (name) => `Wohnzimmer von ${name}`,
    bedroom: (name) => `Schlafzimmer von ${name}`,
    kitchen: (name) => `Küche von ${name}`,
    bathroom: (name) => `Badezimmer von ${name}`,
    facade: (name) => `Gebäude von ${name}`,
    view: (name) => `Aussicht von ${name}`,
  },
};

/** Alternative text of a picture, e.g. "Living room of Alte Oper, Studio". */
export function sceneAlt(scene: Scene, apartment: string, language: "en" | "de"): string {
  return LABELS[language][scene](apartment);
}

/**
 * The pictures of an apartment type as the contract lists them: URL, alternative text in the
 * requested language and size. `apartment` names the apartment in the text, e.g. "Alte Oper, Studio".
 */
export function apartmentImages(
  typeId: string,
  count: number,
  apartment: string,
  language: "en" | "de",
): { url: string; alt: string; width: number; height: number }[] {
  return apartmentScenes(typeId, count).map((scene, i) => ({
    url: otaPaths.image(apartmentImageName(typeId, i, scene)),
    alt: sceneAlt(scene, apartment, language),
    width: 800,
    height: 600,
  }));
}
