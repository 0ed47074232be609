export type SpriteIconProps = {
  className?: string;
  /** Accessible name. Without it the icon is decorative (aria-hidden) and the text beside it names it. */
  title?: string;
};

/**
 * One symbol of an SVG sprite (see sprite.ts). The stroke style is set here: a sprite's own
 * attributes do not reach the places that use its symbols.
 */
export function SpriteIcon({ href, id, className, title }: SpriteIconProps & { href: string; id: string }) {
  const common = {
    className,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    focusable: "false" as const,
    "data-icon": id,
  };
  const use = <use href={`${href}#${id}`} />;
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
