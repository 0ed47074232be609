import type { IconId } from "../../../shared/catalogue";
import { SpriteIcon, type SpriteIconProps } from "../icons/sprite-icon";
import { ICON_SPRITE_URL } from "./icon-sprite-url";

export type ServiceIconProps = SpriteIconProps & { iconId: IconId };

/** The drawn icon of a catalogue entry, from the service sprite (public/icons/services.svg). */
export function ServiceIcon({ iconId, ...props }: ServiceIconProps) {
  return <SpriteIcon href={ICON_SPRITE_URL} id={iconId} {...props} />;
}
