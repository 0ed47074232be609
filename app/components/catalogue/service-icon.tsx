import type { IconId } from "~/domain/catalogue";
import { serviceIconFor } from "./service-icon-map";

export type ServiceIconProps = {
  iconId: IconId;
  className?: string;
  /** Accessible name. Without it the icon is decorative (aria-hidden) and the entry's name must be shown as text. */
  title?: string;
};

/** The drawn icon of a catalogue entry (see service-icon-map.ts). */
export function ServiceIcon({ iconId, className, title }: ServiceIconProps) {
  const Icon = serviceIconFor(iconId);
  if (!title) return <Icon className={className} aria-hidden="true" focusable="false" />;
  return (
    <Icon className={className} role="img" aria-label={title} focusable="false">
      <title>{title}</title>
    </Icon>
  );
}
