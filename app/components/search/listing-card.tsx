import type { TFunction } from "i18next";
import type { SearchView } from "../../../shared/search/search-view";
import type { Language } from "../../../shared/tenancy/tenant";
import { bookingBadge } from "../../domain/offer/booking-badge";
import type { ResultItem } from "../../domain/search/results-view";
import { formatArea, formatDistanceKm } from "../../i18n/format";
import { ServiceIcon } from "../catalogue/service-icon";
import { CompanyRateBadge } from "../company/company-code";
import { useRootData } from "../layout/use-root-data";
import { photoSources } from "../photo-sources";
import { AddToStay } from "../stay/add-to-stay";

/** One result. It takes the results panel's `t` and language (a prop from before useT, decision 0054). */
export function ListingCard({
  t,
  lng,
  listing,
  view,
  href,
  displayCurrency,
  selected,
  onSelect,
  onOpen,
  first = false,
  lookedAt = false,
}: {
  t: TFunction;
  lng: Language;
  listing: ResultItem;
  view: SearchView;
  href: string;
  displayCurrency: string;
  selected?: boolean;
  onSelect?: (id: string) => void;
  /** Called when the guest opens the apartment from the card (analytics' select_item). */
  onOpen?: () => void;
  /** The first card's image is the page's largest paint: fetched at once, not lazily. */
  first?: boolean;
  /** The apartment type the visitor came from (`aptId`): shown first and marked. */
  lookedAt?: boolean;
}) {
  const { apartmentType: type, property } = listing;
  const image = listing.images[0];
  const { imageResizing } = useRootData();
  const sources = image
    ? photoSources(image.url, {
        width: image.width,
        sizes: view === "list" ? "(min-width: 640px) 16rem, 100vw" : "(min-width: 1024px) 25vw, 50vw",
        resizing: imageResizing,
      })
    : null;
  const area = formatArea(type.size, lng);
  const horizontal = view === "list";
  const { headline, company, voucher } = listing.prices;
  // Grid cards are narrow (two to a phone, four to a desktop row): the price goes under the distance.
  const compact = view === "grid";
  // A price line of the card: on one line, but in the narrow grid its unit may go under the price.
  const priceLine = (text: string, price: string) => (compact ? breakOnlyBeforeUnit(text, price) : text);
  const nowrap = compact ? "" : "whitespace-nowrap";
  // The public price a promotion code lowered, struck through above the price it replaces; its
  // words ("Public price") for screen readers, which do not announce a strike-through.
  const publicPrice = (text: string, wraps = false) => (
    <p className={`text-sm text-ink/70 ${wraps ? "" : nowrap}`} data-testid="listing-voucher-public">
      <span className="sr-only">{`${t("vouchers.publicPrice")}: `}</span>
      <s>{text}</s>
    </p>
  );
  const badge = bookingBadge({ isRfp: listing._isRfp, bookingMode: listing.bookingMode });
  const badges = [
    listing.isPremiumPartner ? t("search.badges.premiumPartner") : null,
    badge ? t(`search.badges.${badge}`) : null,
  ].filter(Boolean);
  return (
    <article
      data-testid="listing-card"
      data-listing-id={listing.id}
      data-selected={selected || undefined}
      onMouseEnter={onSelect ? () => onSelect(listing.id) : undefined}
      className={`group relative flex w-full overflow-hidden rounded-lg border bg-white shadow-sm transition ${
        selected || lookedAt ? "border-brand ring-2 ring-brand" : "border-black/10 hover:shadow-md"
      } ${horizontal ? "flex-col sm:flex-row" : "flex-col"}`}
    >
      <div className={`relative shrink-0 bg-surface ${horizontal ? "aspect-[4/3] sm:w-64" : "aspect-[4/3] w-full"}`}>
        {sources ? (
          <img
            {...sources}
            alt={image?.alt ?? ""}
            width={image?.width ?? 400}
            height={image?.height ?? 300}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : null}
        {badges.length > 0 ? (
          <ul className="card-badges absolute left-2 top-2 flex flex-wrap gap-1">
            {badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {lookedAt ? (
          <p
            className="self-start rounded bg-brand px-2 py-0.5 text-xs font-semibold text-brand-fg"
            data-testid="looked-at"
          >
            {t("search.lookedAt")}
          </p>
        ) : null}
        <h3 className="text-lg font-semibold leading-snug">
          <a href={href} className="after:absolute after:inset-0 hover:underline" onClick={onOpen}>
            {type.name}
          </a>
        </h3>
        <p className="text-sm text-ink/75">
          {`${property.name} · ${property.address.street} ${property.address.houseNumber}, ${property.address.city}`}
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink/85">
          <li>
            {`${t("search.size", { size: area.m2 })} `}
            <span className="text-ink/75">{`(${t("search.sizeFeet", { size: area.ft2 })})`}</span>
          </li>
          <li>{type.bedrooms === 0 ? t("search.studio") : t("search.bedrooms", { count: type.bedrooms })}</li>
          <li>{t("search.bathrooms", { count: type.bathrooms })}</li>
          <li>{t("search.sleeps", { count: type.maxOccupancy })}</li>
        </ul>
        {/* The chips' and badges' look is in app.css (card-chips, card-badges): once, not on each of ~60. */}
        <ul className="card-chips flex flex-wrap gap-2 text-xs text-ink/80">
          {listing.keyServices.map((entry) => (
            <li key={entry.id}>
              <ServiceIcon iconId={entry.iconId} />
              {entry.name}
            </li>
          ))}
        </ul>
        <div
          className={`mt-auto flex gap-2 pt-2 ${compact ? "flex-col items-start" : "flex-wrap items-end justify-between"}`}
        >
          <p className="text-sm text-ink/70">
            {t("search.distance", { distance: formatDistanceKm(listing.distanceKm, lng) })}
          </p>
          <div className={compact ? "text-left" : "text-right"} data-testid="listing-price">
            {/* The price and its unit stay on one line ("€126.32 per night"); in the narrow grid the unit may go under it. */}
            {/* A long stay is priced, and headed, per month (docs/decisions/0033-long-stays.md). */}
            {voucher?.publicHeadline
              ? publicPrice(priceLine(t("search.perNight", { price: voucher.publicHeadline }), voucher.publicHeadline))
              : null}
            <p
              className={`font-bold text-brand ${compact ? "text-base" : "text-lg"} ${nowrap}`}
              data-testid={headline.perMonth ? "listing-price-per-month" : undefined}
            >
              {priceLine(
                t(headline.perMonth ? "search.perMonth" : "search.perNight", { price: headline.price }),
                headline.price,
              )}
            </p>
            <p className="text-xs text-ink/75">{t("search.priceIncludes")}</p>
            {voucher && !voucher.publicHeadline
              ? publicPrice(t("search.totalForNights", { price: voucher.publicTotal, count: listing._nights }), true)
              : null}
            <p className="text-sm text-ink/80">
              {t("search.totalForNights", { price: listing.prices.total, count: listing._nights })}
            </p>
            {voucher ? (
              <p className="text-xs font-semibold text-emerald-800" data-testid="listing-voucher">
                {t("vouchers.withCode", { code: voucher.code })}
              </p>
            ) : null}
            {company ? (
              <p className="mt-1 text-sm font-semibold text-ink" data-testid="listing-company-rate">
                <CompanyRateBadge className="ml-0 mr-1" />
                {t(company.perMonth ? "companyRates.cardPerMonth" : "companyRates.cardPerNight", {
                  company: company.name,
                  price: company.price,
                })}
              </p>
            ) : null}
            {company?.publicPrice ? (
              // The saving in words for screen readers ("Public rate: €140.00 per night"), struck through on screen.
              <p className="text-xs text-ink/75" data-testid="listing-public-rate">
                {t("companyRates.publicRate")}{" "}
                <s>{t(company.perMonth ? "search.perMonth" : "search.perNight", { price: company.publicPrice })}</s>
              </p>
            ) : null}
            {listing.currency !== displayCurrency ? (
              <p className="text-xs text-ink/75">{t("search.convertedFrom", { currency: listing.currency })}</p>
            ) : null}
          </div>
        </div>
        {/* Above the card's link (which covers the card): several apartments in one booking (decision 0144). */}
        {listing.bookingMode === "Direct" && !listing._isRfp && !company && !voucher ? (
          <AddToStay
            t={t}
            lng={lng}
            apartmentTypeId={type.id}
            name={type.name}
            stay={{ from: listing.from, to: listing.to, guests: listing.guests }}
            className="relative z-10"
          />
        ) : null}
      </div>
    </article>
  );
}

/**
 * A price with its unit ("€126.32 per night", "139,64 € pro Nacht") that may break only between the
 * price and its unit (the unit's own spaces made non-breaking): in a narrow card (the grid on a phone)
 * the unit goes under the price instead of past the card's edge.
 */
function breakOnlyBeforeUnit(text: string, price: string): string {
  const at = text.indexOf(price);
  if (at < 0) return text;
  const whole = (part: string) => part.trim().replaceAll(" ", "\u00a0");
  const before = whole(text.slice(0, at));
  const after = whole(text.slice(at + price.length));
  return [before, price, after].filter(Boolean).join(" ");
}
