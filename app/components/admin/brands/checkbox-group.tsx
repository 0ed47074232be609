import { useMessage } from "../../../i18n/use-message";
import { checkedSet } from "../houses/catalogue-checkboxes";

/** A group of checkboxes posting `name` once per ticked option; keeps what was ticked on a refused submit. */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  checked: unknown;
  errors: string[] | undefined;
}) {
  const message = useMessage();
  const ticked = checkedSet(checked);
  const error = errors?.[0];
  return (
    <fieldset className="grid gap-1" data-testid={`checkboxes-${name}`}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {error ? <p className="text-sm font-medium text-red-700">{message(error)}</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={ticked.has(option.value)}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
