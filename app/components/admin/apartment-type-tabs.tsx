import { NavLink } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { useT } from "../../i18n/use-t";

/** The back office's pages of one apartment type, in the order an operator sets one up. */
export const APARTMENT_TYPE_TABS = ["details", "photos", "rates", "calendar", "history"] as const;
export type ApartmentTypeTab = (typeof APARTMENT_TYPE_TABS)[number];

/** The admin path of one of an apartment type's pages (its details are the type's own path). */
export function apartmentTypeAdminPath(lng: Language, apartmentTypeId: string, tab: ApartmentTypeTab = "details") {
  const base = `/${lng}/admin/apartments/${encodeURIComponent(apartmentTypeId)}`;
  return tab === "details" ? base : `${base}/${tab}`;
}

/** Links between an apartment type's back-office pages; the current page is marked for screen readers. */
export function ApartmentTypeTabs({ lng, apartmentTypeId }: { lng: Language; apartmentTypeId: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t("admin.apartmentTabs.label")} data-testid="apartment-type-tabs">
      <ul className="flex flex-wrap gap-1 border-b border-black/10">
        {APARTMENT_TYPE_TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={apartmentTypeAdminPath(lng, apartmentTypeId, tab)}
              end
              className={({ isActive }) =>
                `-mb-px block border-b-2 px-3 py-2 text-sm font-semibold ${
                  isActive ? "border-brand text-brand" : "border-transparent text-ink hover:border-black/20"
                }`
              }
              data-testid={`apartment-tab-${tab}`}
            >
              {t(`admin.apartmentTabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
