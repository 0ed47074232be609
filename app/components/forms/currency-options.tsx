/** The options of a currency select: the tenant's currencies by their ISO codes. */
export function CurrencyOptions({ currencies }: { currencies: readonly string[] }) {
  return currencies.map((code) => (
    <option key={code} value={code}>
      {code}
    </option>
  ));
}
