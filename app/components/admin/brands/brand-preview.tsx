import { useT } from "../../../i18n/use-t";

export type PreviewPage = "home" | "search" | "offer";

/**
 * The brand's home, search and apartment pages in its theme, before it goes live: each in a frame of
 * the URL the page gives (the draft's host with a signed preview token), with a link to open it whole.
 */
export function BrandPreview({ pages }: { pages: readonly { page: PreviewPage; url: string }[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="brand-preview-title" className="mt-8" data-testid="brand-preview">
      <h2 id="brand-preview-title" className="text-xl font-bold">
        {t("adminBrands.preview.title")}
      </h2>
      <p className="text-sm text-ink/70">{t("adminBrands.preview.hint")}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        {pages.map(({ page, url }) => (
          <figure key={page} className="grid gap-1">
            <iframe
              src={url}
              title={t(`adminBrands.preview.${page}`)}
              loading="lazy"
              sandbox="allow-same-origin"
              className="h-96 w-full rounded border border-black/15 bg-white"
              data-testid={`brand-preview-${page}`}
            />
            <figcaption className="text-sm">
              <a href={url} target="_blank" rel="noreferrer" className="text-brand underline">
                {t("adminBrands.preview.open", { page: t(`adminBrands.preview.${page}`) })}
              </a>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
