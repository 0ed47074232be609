import { useRef, useSyncExternalStore } from "react";
import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
import { useRootData } from "../layout/use-root-data";
import { photoSources } from "../photo-sources";

const subscribe = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

export type CarouselImage = { url: string; alt: string; width: number; height: number };

/**
 * The apartment's photos as a CSS scroll-snap strip: swipe, scroll or use the arrow keys on the focused
 * strip without JavaScript; previous/next buttons are added once hydrated. Every slide has the same
 * aspect ratio, so nothing moves when images arrive; only the first loads eagerly.
 */
export function PhotoCarousel({ images, name }: { images: readonly CarouselImage[]; name: string }) {
  const { t } = useT();
  const strip = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const { imageResizing } = useRootData();
  const scrollBy = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };
  if (images.length === 0) {
    return <div className="aspect-[3/2] w-full rounded-xl bg-surface" aria-hidden="true" />;
  }
  return (
    <section
      className="relative"
      aria-roledescription={t("offer.carousel.role")}
      aria-label={t("offer.carousel.label", { name })}
      data-testid="photo-carousel"
    >
      <ul
        ref={strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be focusable so the arrow keys scroll it
        tabIndex={0}
        aria-label={t("offer.carousel.strip", { count: images.length })}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-xl bg-surface [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand motion-reduce:scroll-auto"
      >
        {images.map((image, index) => (
          <li key={`${image.url}-${index}`} className="relative aspect-[3/2] w-full shrink-0 snap-start">
            <img
              {...photoSources(image.url, {
                width: image.width,
                sizes: "(min-width: 1024px) 66vw, 100vw",
                resizing: imageResizing,
              })}
              alt={image.alt || t("offer.carousel.photoOf", { name, index: index + 1 })}
              width={image.width}
              height={image.height}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "low"}
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
            />
            <span className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
              {/* "Photo 1 of 5" as text, not as a list item's aria-label (which not every reader reads). */}
              <span aria-hidden="true">
                {index + 1} / {images.length}
              </span>
              <span className="sr-only">{t("offer.carousel.slide", { index: index + 1, count: images.length })}</span>
            </span>
          </li>
        ))}
      </ul>
      {hydrated && images.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            className="absolute top-1/2 left-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand"
          >
            <UiIcon name="chevron-left" className="size-5" />
            <span className="sr-only">{t("offer.carousel.previous")}</span>
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            className="absolute top-1/2 right-3 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand"
          >
            <UiIcon name="chevron-right" className="size-5" />
            <span className="sr-only">{t("offer.carousel.next")}</span>
          </button>
        </>
      ) : null}
    </section>
  );
}
