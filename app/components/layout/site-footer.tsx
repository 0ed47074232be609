import { useLocation } from "react-router";
import { contactPath } from "../../domain/contact/contact-path";
import { useT } from "../../i18n/use-t";
import type { RootData } from "../../navigation/root-data";
import { EnquiryLink } from "../enquiry/enquiry-link";
import { ConsentForm } from "./cookie-banner";

export function SiteFooter({ root }: { root: RootData }) {
  const { t } = useT();
  const { tenant, locale } = root;
  const location = useLocation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-semibold">
            {t("footer.contactHeading")}
          </h2>
          <p>
            <a className="underline-offset-2 hover:underline" href={`mailto:${tenant.contact.email}`}>
              {tenant.contact.email}
            </a>
          </p>
          <p>
            <a className="underline-offset-2 hover:underline" href={`tel:${tenant.contact.phone.replace(/\s/g, "")}`}>
              {/* Never broken across lines: its spaces do not break. */}
              {tenant.contact.phone.replace(/ /g, "\u00a0")}
            </a>
          </p>
          <p>
            <a
              className="underline-offset-2 hover:underline"
              href={contactPath(locale)}
              data-testid="footer-contact-form"
            >
              {t("footer.contact")}
            </a>
          </p>
          <EnquiryLink className="mt-2" />
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-2 font-semibold">
            {t("footer.legal")}
          </h2>
          <ul className="space-y-1">
            <li>
              <a className="hover:underline" href={`/${locale}/legal/imprint`}>
                {t("footer.imprint")}
              </a>
            </li>
            <li>
              <a className="hover:underline" href={`/${locale}/legal/privacy`}>
                {t("footer.privacy")}
              </a>
            </li>
            <li>
              <a className="hover:underline" href={`/${locale}/legal/terms`}>
                {t("footer.terms")}
              </a>
            </li>
            <li>
              {/* Found when submitted, not on load (currency-switch.tsx says why). */}
              {/* Asks again: until the guest answers, nothing optional (no analytics) is on. */}
              <ConsentForm root={root} redirectTo={`${location.pathname}${location.search}`}>
                <input type="hidden" name="consent" value="reset" />
                <button type="submit" className="hover:underline" data-testid="footer-cookie-settings">
                  {t("footer.cookieSettings")}
                </button>
              </ConsentForm>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-white/80">
          {t("footer.rights", { year, brand: tenant.name })} · {t("footer.poweredBy")} ·{" "}
          <a className="hover:underline" href="https://www.geonames.org/" rel="noopener">
            {t("footer.placeData")}
          </a>
        </p>
      </div>
    </footer>
  );
}
