import { liveEntries, SERVICE_TYPES, type ServiceType } from "../../../../shared/catalogue";
import type { Language } from "../../../../shared/tenancy/tenant";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";

/** The live catalogue entries of each type, in catalogue order (computed once). */
const ENTRIES_BY_TYPE = new Map<ServiceType, ReturnType<typeof liveEntries>>(
  SERVICE_TYPES.map((type) => [type, liveEntries().filter((entry) => entry.type === type)]),
);

/** Values of a checkbox group as conform hands them back: none, one or several. */
export function checkedSet(value: unknown): Set<string> {
  if (Array.isArray(value)) return new Set(value.map(String));
  return typeof value === "string" ? new Set([value]) : new Set();
}

/**
 * Catalogue entries as checkboxes named `name`, one disclosure per entry type (the open ones: those
 * with a ticked entry), so a few hundred services stay a short form. Plain inputs: the form works
 * without JavaScript and keeps what was ticked on a refused submission.
 */
export function CatalogueCheckboxes({
  name,
  legend,
  types,
  checked,
  error,
  lng,
}: {
  name: string;
  legend: string;
  types: readonly ServiceType[];
  checked: unknown;
  error?: string[] | undefined;
  lng: Language;
}) {
  const { t } = useT();
  const message = useMessage();
  const ticked = checkedSet(checked);
  return (
    <fieldset className="grid gap-2 sm:col-span-2" data-testid={`catalogue-${name}`}>
      <legend className="text-base font-bold">{legend}</legend>
      {error?.[0] ? <p className="text-sm font-medium text-red-700">{message(error[0])}</p> : null}
      {types.map((type) => {
        const entries = ENTRIES_BY_TYPE.get(type) ?? [];
        const count = entries.filter((entry) => ticked.has(entry.id)).length;
        return (
          <details key={type} open={count > 0} className="rounded border border-black/15 p-2">
            <summary className="cursor-pointer text-sm font-semibold">
              {t(`adminHouses.serviceTypes.${type}`)} {count > 0 ? `(${count})` : ""}
            </summary>
            <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {entries.map((entry) => (
                <label key={entry.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={name}
                    value={entry.id}
                    defaultChecked={ticked.has(entry.id)}
                    className="size-4"
                  />
                  {entry.name[lng]}
                </label>
              ))}
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}

/** Every type of entry but payment methods: a house's or an apartment type's services. */
export const SERVICE_ENTRY_TYPES = SERVICE_TYPES.filter((type) => type !== "paymentMethods");
