import { Form } from "react-router";
import type { BookingChangeStay } from "../../../shared/ota/booking-change";
import type { Language } from "../../../shared/tenancy/languages";
import type { ShownQuote } from "../../domain/booking/shown-quote";
import { useT } from "../../i18n/use-t";
import { ChangeQuoteSummary } from "./change-quote-summary";
import { ChangeStayFields } from "./change-stay-fields";

/**
 * A change's two forms, for the guest's and the operator's page alike: the new stay (GET: its quote
 * comes back in the page, so it works without JavaScript), then the quote with its confirmation (POST).
 * `hidden`: what each form carries along (the manage link's token, the platform admin's tenant).
 */
export function ChangeBookingForms(props: {
  hidden: Record<string, string>;
  stay: BookingChangeStay;
  today: string;
  quote: ShownQuote | null;
  changeId: string | null;
  lng: Language;
}) {
  const { t } = useT();
  const { quote } = props;
  const carried = Object.entries(props.hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-black/10 bg-white p-5">
        {carried}
        <ChangeStayFields stay={props.stay} today={props.today} />
        <div>
          <button
            type="submit"
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white"
            data-testid="change-quote-submit"
          >
            {t("manageBooking.change.showPrice")}
          </button>
        </div>
      </Form>
      {quote ? (
        <Form method="post" className="mt-6 grid gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="text-lg font-bold">{t("manageBooking.change.quoteTitle")}</h2>
          <ChangeQuoteSummary quote={quote} lng={props.lng} />
          {carried}
          <input type="hidden" name="from" value={quote.after.from} />
          <input type="hidden" name="to" value={quote.after.to} />
          <input type="hidden" name="guests" value={quote.after.guests} />
          <input type="hidden" name="expectedTotal" value={quote.after.price.total} />
          <input type="hidden" name="changeId" value={props.changeId ?? ""} />
          <div>
            <button
              type="submit"
              className="rounded-md bg-ink px-4 py-2 font-semibold text-white"
              data-testid="change-confirm"
            >
              {t("manageBooking.change.confirm")}
            </button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
