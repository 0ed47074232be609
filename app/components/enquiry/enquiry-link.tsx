import { useT } from "../../i18n/use-t";
import { useRootData } from "../layout/use-root-data";

/** The way to the enquiry form (home page, search results, footer); nothing for brands without RFPs. */
export function EnquiryLink({ className, withHint = false }: { className?: string; withHint?: boolean }) {
  const { t } = useT();
  const { tenant, locale } = useRootData();
  if (!tenant.features.rfp) return null;
  return (
    <p className={className}>
      {withHint ? <span>{t("enquiryLink.hint")} </span> : null}
      <a href={`/${locale}/enquiry`} className="font-semibold underline underline-offset-2" data-testid="enquiry-link">
        {t("enquiryLink.text")}
      </a>
    </p>
  );
}
