import type { IconId } from "~/domain/catalogue";
import { ICON_SPRITE_URL } from "./icon-sprite-url";

export type ServiceIconProps = {
  iconId: IconId;
  className?: string;
  /** Accessible name. Without it the icon is decorative (aria-hidden) and the entry's name must be shown as text. */
  title?: string;
};

/**
 * The drawn icon of a catalogue entry, referenced from the icon sprite (public/icons/services.svg), so
 * pages carry no icon code in their JavaScript. The stroke style is set here: a sprite's own
 * attributes do not reach the places that use its symbols.
 */
export function ServiceIcon({ iconId, className, title }: ServiceIconProps) {
  const common = {
    className,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    focusable: "false" as const,
    "data-icon": iconId,
  };
  const use = <use href={`${ICON_SPRITE_URL}#${iconId}`} />;
  if (!title) {
    return (
      <svg {...common} aria-hidden="true">
        {use}
      </svg>
    );
  }
  return (
    <svg {...common} role="img" aria-label={title}>
      <title>{title}</title>
      {use}
    </svg>
  );
}
