import { mediaUrl } from "./media-url";

/** The widths a photo is offered in when resizing is on: a phone's card up to a wide apartment page. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Only our own uploaded photos are resized: the drawings are SVG and absolute URLs are another host's. */
const RESIZABLE = /^\/media\/photos\//;

/**
 * An image's `src`, and with Cloudflare's image resizing (`/cdn-cgi/image/<options>/<path>`) a
 * `srcSet` of smaller copies up to its own width and the `sizes` it is shown at; without it the
 * original only (docs/decisions/0106). Pure.
 */
export function photoSources(
  url: string,
  { width, sizes, resizing }: { width: number; sizes: string; resizing: boolean },
): { src: string; srcSet?: string; sizes?: string } {
  const src = mediaUrl(url);
  if (!resizing || !RESIZABLE.test(src)) return { src };
  const widths = PHOTO_WIDTHS.filter((w) => w < width);
  const copy = (w: number) => `/cdn-cgi/image/width=${w},fit=scale-down,format=auto${src}`;
  return {
    src,
    srcSet: [...widths.map((w) => `${copy(w)} ${w}w`), `${src} ${width}w`].join(", "),
    sizes,
  };
}
