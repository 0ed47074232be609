import { SpriteIcon, type SpriteIconProps } from "./sprite-icon";
import type { UiIconName } from "./ui-icon-set";

/** Where the browser finds the interface's icons: one cached file instead of icon code in every page. */
export const UI_SPRITE_URL = "/icons/ui.svg";

/** An interface icon (menu, chevrons, alerts...) from the UI sprite. */
export function UiIcon({ name, ...props }: SpriteIconProps & { name: UiIconName }) {
  return <SpriteIcon href={UI_SPRITE_URL} id={name} {...props} />;
}
