import type { Language } from "../../../../shared/tenancy/languages";
import type { CheckFailure } from "../../../domain/brands/check-failure";
import { formatNumber } from "../../../i18n/format";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";

/** The input a failure's field links to (the logo's: its upload). */
const inputOf = (field: string) => (field === "logo" ? "logoFile" : field);

/**
 * The live checks' result: every failure translated, each naming its field (a link to it in the form
 * `formId`, when the page has one); or that all pass.
 */
export function BrandChecks({
  failures,
  formId,
  lng,
}: {
  failures: readonly CheckFailure[];
  formId: string | null;
  lng: Language;
}) {
  const { t } = useT();
  const message = useMessage();
  // Ratios in the page's number format (4,5:1 in German); other values as they are.
  const valuesOf = (failure: CheckFailure) =>
    failure.values &&
    Object.fromEntries(
      Object.entries(failure.values).map(([name, value]) => [
        name,
        typeof value === "number" ? formatNumber(value, lng) : value,
      ]),
    );
  const fieldLabel = (field: string) =>
    t(`adminBrands.fields.${field}` as "adminBrands.fields.name", { defaultValue: field });
  return (
    <section aria-labelledby="brand-checks-title" className="mt-6" data-testid="brand-checks">
      <h2 id="brand-checks-title" className="text-xl font-bold">
        {t("adminBrands.checks.title")}
      </h2>
      {failures.length === 0 ? (
        <p className="mt-2 font-semibold text-emerald-800" data-testid="brand-checks-pass">
          {t("adminBrands.checks.allPass")}
        </p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-red-700">
            {t("adminBrands.checks.failing", { count: failures.length })}
          </p>
          <ul className="mt-1 list-disc pl-5" data-testid="brand-check-failures">
            {failures.map((failure) => (
              <li
                key={`${failure.field}-${failure.message}-${JSON.stringify(failure.values ?? {})}`}
                data-field={failure.field}
              >
                {formId ? (
                  <a href={`#${formId}-${inputOf(failure.field)}`} className="font-semibold underline">
                    {fieldLabel(failure.field)}
                  </a>
                ) : (
                  <span className="font-semibold">{fieldLabel(failure.field)}</span>
                )}
                : {message(failure.message, valuesOf(failure))}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
