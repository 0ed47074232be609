import { useT } from "../../../i18n/use-t";

export type PreviewPage = "home" | "search" | "apartment";

/**
 * Links to the brand's home, search and first apartment's pages on its own host, in its theme, before it goes live (a
 * draft's carry a signed preview token). Links, not frames: every page forbids being framed
 * (frame-ancestors 'none'), and a preview is no reason to loosen that.
 */
export function BrandPreview({
  pages,
  live,
}: {
  pages: readonly { page: PreviewPage; url: string }[];
  /** A live brand's links are its public pages; the others carry the signed preview. */
  live: boolean;
}) {
  const { t } = useT();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="brand-preview-title" className="mt-6" data-testid="brand-preview">
      <h2 id="brand-preview-title" className="text-xl font-bold">
        {t("adminBrands.preview.title")}
      </h2>
      <p className="text-sm text-ink/70">{t(live ? "adminBrands.preview.liveHint" : "adminBrands.preview.hint")}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {pages.map(({ page, url }) => (
          <li key={page}>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="inline-block rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand"
              data-testid={`brand-preview-${page}`}
            >
              {t("adminBrands.preview.open", { page: t(`adminBrands.preview.${page}`) })}
            </a>
          </li>
        ))}
      </ul>
      {pages.some(({ page }) => page === "apartment") ? null : (
        <p className="mt-2 text-sm text-ink/70" data-testid="brand-preview-no-apartment">
          {t("adminBrands.preview.noApartment")}
        </p>
      )}
    </section>
  );
}
