import { serviceName } from "../../../shared/catalogue/catalogue-lookup";
import type { Rfp } from "../../../shared/ota/rfp";
import type { Language } from "../../../shared/tenancy/tenant";
import { formatMoney } from "../../domain/money/money";
import { formatStayDates } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/** What an enquiry asks for, as a list of facts (the requester's page and the operators' desk). */
export function EnquiryRequestFacts({ rfp, lng }: { rfp: Rfp; lng: Language }) {
  const { t } = useT();
  const dates = formatStayDates(rfp.from, rfp.to, lng);
  const facts: [string, string][] = [
    [t("enquiry.fields.company"), rfp.contact.company ?? "-"],
    [t("enquiry.fields.name"), rfp.contact.name],
    [t("enquiry.fields.email"), rfp.contact.email],
    ...(rfp.contact.phone ? [[t("enquiry.fields.phone"), rfp.contact.phone] as [string, string]] : []),
    [t("enquiry.fields.location"), t("enquiry.placeWithin", { place: rfp.place.name, radius: rfp.radius })],
    [
      t("enquiry.sections.when"),
      rfp.flexibleNights ? t("enquiry.flexibleDates", { dates, nights: rfp.flexibleNights }) : dates,
    ],
    [t("enquiry.fields.apartments"), String(rfp.apartments)],
    [t("enquiry.fields.guests"), String(rfp.guests)],
    [
      t("enquiry.fields.budget"),
      t(`enquiry.budgetPer.${rfp.budgetPeriod}`, { amount: formatMoney(rfp.budget, intlLocale(lng), {}) }),
    ],
    ...(rfp.requirements.length > 0
      ? [
          [t("enquiry.fields.requirements"), rfp.requirements.map((id) => serviceName(id, lng)).join(", ")] as [
            string,
            string,
          ],
        ]
      : []),
    ...(rfp.notes ? [[t("enquiry.fields.message"), rfp.notes] as [string, string]] : []),
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]" data-testid="enquiry-request">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
