import type { TFunction } from "i18next";
import { Form, useLocation } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { stayPagePath } from "../../domain/stay/stay-path";
import { useRootData } from "../layout/use-root-data";

/**
 * "Add to this stay" (decision 0144): a plain form to the "Your stay" page, which prices the apartment
 * for the party's guests not placed yet and brings the guest back here (with or without JavaScript).
 * An apartment already collected links to the stay instead.
 */
export function AddToStay({
  t,
  lng,
  apartmentTypeId,
  name,
  ratePlanId,
  stay,
  className = "",
}: {
  /** The caller's translator: the search results pass theirs (decision 0054). */
  t: TFunction;
  lng: Language;
  apartmentTypeId: string;
  name: string;
  ratePlanId?: string | undefined;
  stay: { from: string; to: string; guests: number };
  className?: string;
}) {
  const { stay: collected } = useRootData();
  const { pathname, search } = useLocation();
  const linkClass =
    "rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
  if (collected?.apartmentTypeIds.includes(apartmentTypeId)) {
    return (
      <a href={stayPagePath(lng)} className={`${linkClass} inline-block ${className}`} data-testid="in-stay">
        {t("stay.inStay")}
      </a>
    );
  }
  return (
    <Form method="post" action={stayPagePath(lng)} preventScrollReset className={className} data-testid="add-to-stay">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="apartmentTypeId" value={apartmentTypeId} />
      {ratePlanId ? <input type="hidden" name="ratePlanId" value={ratePlanId} /> : null}
      <input type="hidden" name="from" value={stay.from} />
      <input type="hidden" name="to" value={stay.to} />
      <input type="hidden" name="guests" value={String(stay.guests)} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" className={`${linkClass} w-full`}>
        {t("stay.add")}
        {/* The visible words first, then which apartment: a list of cards has many of these buttons. */}
        <span className="sr-only">{`: ${name}`}</span>
      </button>
    </Form>
  );
}
