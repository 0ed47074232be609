import { useRouteLoaderData } from "react-router";
import { useT } from "../i18n/use-t";
import type { NotFoundReason } from "../navigation/not-found-reason";
import type { RootData } from "../navigation/root-data";

/** The translated page for 404s and unexpected errors; a 404 with a reason says what was not found. */
export function ErrorPage({
  status,
  brand: brandName,
  reason = null,
}: {
  status: number;
  brand?: string;
  reason?: NotFoundReason | null;
}) {
  const { t, i18n } = useT();
  const notFound = status === 404;
  const apartmentGone = notFound && reason === "apartment";
  const badRequest = status === 400;
  // Other refusals (a method or a body no page takes) say so, instead of "something went wrong".
  const refused = status === 405 || status === 415;
  const title = apartmentGone
    ? t("errors.apartmentNotFoundTitle")
    : notFound
      ? t("errors.notFoundTitle")
      : badRequest
        ? t("errors.badRequestTitle")
        : refused
          ? t("errors.refusedTitle")
          : t("errors.errorTitle");
  const body = apartmentGone
    ? t("errors.apartmentNotFoundBody")
    : notFound
      ? t("errors.notFoundBody")
      : badRequest
        ? t("errors.badRequestBody")
        : refused
          ? t("errors.refusedBody")
          : t("errors.errorBody");
  // Error pages have no route meta of their own: the page names itself (React hoists it into <head>).
  // The root passes its brand; an error below the root (the admin layout's) reads it from the root's data.
  const rootBrand = useRouteLoaderData<RootData>("root")?.tenant.name;
  const brand = brandName ?? rootBrand;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="error-page" data-status={status}>
      <title>{brand ? `${title} · ${brand}` : title}</title>
      <p className="text-6xl font-black text-brand">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink/80">{body}</p>
      <a
        className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
        href={`/${i18n.language || "en"}`}
      >
        {t("errors.backHome")}
      </a>
    </section>
  );
}
