import { cancellationText } from "../../domain/booking/cancellation-text";
import type { CheckoutView } from "../../domain/checkout/checkout-view";
import type { Money } from "../../domain/money/money";
import { useT } from "../../i18n/use-t";

/**
 * The apartments of a checkout of several (decision 0144), each with its guests, rate, cancellation
 * terms and price: the side panel and the summary list them alike.
 */
export function StayItems({
  items,
  format,
  serviceNames,
}: {
  items: CheckoutView["items"];
  format: (money: Money) => string;
  serviceNames: Record<string, string>;
}) {
  const { t } = useT();
  return (
    <ul className="grid gap-3" data-testid="checkout-items">
      {items.map((item) => {
        const terms = cancellationText(item.cancellationPolicy, item.nights);
        return (
          <li
            key={item.id}
            className="grid gap-0.5 border-t border-black/10 pt-3 text-sm first:border-t-0 first:pt-0"
            data-testid="checkout-item"
          >
            <span className="flex justify-between gap-3 font-semibold">
              <span>{item.name}</span>
              <span className="tabular-nums" data-testid="checkout-item-price">
                {format(item.total)}
              </span>
            </span>
            <span className="text-ink/80">
              {item.propertyName}, {item.city} · {t("search.guestsCount", { count: item.guests })}
            </span>
            <span className="text-ink/80">
              {item.ratePlanName} · {t(terms.key, terms.values)}
            </span>
            {item.extras.length > 0 ? (
              <span className="text-ink/80">
                {item.extras
                  .map((line) => `${serviceNames[line.id] ?? line.id}${line.quantity > 1 ? ` × ${line.quantity}` : ""}`)
                  .join(", ")}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
