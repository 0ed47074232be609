/**
 * One failed live check: the form field it belongs to (a conform name, so the message shows next to
 * it), a message key under `adminBrands.checks`, and the values the message names.
 */
export type CheckFailure = {
  field: string;
  message: string;
  values?: Record<string, string | number>;
};

const K = "adminBrands.checks";

/** A failure's message key from its short name (`hostTaken` -> `adminBrands.checks.hostTaken`). */
export function checkFailure(field: string, name: string, values?: CheckFailure["values"]): CheckFailure {
  return values ? { field, message: `${K}.${name}`, values } : { field, message: `${K}.${name}` };
}
