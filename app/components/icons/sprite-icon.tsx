export type SpriteIconProps = {
  className?: string;
  /** Accessible name. Without it the icon is decorative (aria-hidden) and the text beside it names it. */
  title?: string;
};

/**
 * One symbol of an SVG sprite (see sprite.ts). A sprite's own attributes do not reach the places that
 * use its symbols, so the stroke style comes from app.css (`svg[data-icon]`), written once for the
 * page's few dozen icons instead of five attributes on each (docs/decisions/0044).
 */
export function SpriteIcon({ href, id, className, title }: SpriteIconProps & { href: string; id: string }) {
  const common = { className, viewBox: "0 0 24 24", "data-icon": id };
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
