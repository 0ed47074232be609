import { type DbiField, dbiFormatHint } from "../../../shared/payments/dbi";
import { useMessage } from "../../i18n/use-message";
import { useT } from "../../i18n/use-t";
import { FieldError, fieldClass } from "./step-form";

/**
 * The company's AirPlus DBI fields (cost centre, employee number, ...), as its definition asks for
 * them. Field names are `<prefix><code>`; values and errors come from the server after a post.
 */
export function DbiFields({
  fields,
  values,
  errors,
  prefix,
}: {
  fields: readonly DbiField[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  prefix: string;
}) {
  const { t } = useT();
  const message = useMessage();
  // "Format: digits only, up to 8 characters, e.g. 0815": under the field, and after its error.
  const hintOf = (field: DbiField) => {
    const hint = dbiFormatHint(field);
    const parts = [
      hint.kindKey ? t(hint.kindKey) : null,
      t("checkout.dbiFormat.max", { max: hint.max }),
      hint.example ? t("checkout.dbiFormat.example", { example: hint.example }) : null,
    ].filter(Boolean);
    return `${t("checkout.dbiFormat.label")}: ${parts.join(", ")}`;
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="dbi-fields">
      <legend className="mb-2 text-lg font-semibold">{t("checkout.payment.dbiTitle")}</legend>
      {fields.map((field) => {
        const name = `${prefix}${field.code}`;
        const id = `dbi-${field.code}`;
        const error = errors[name];
        const hint = hintOf(field);
        return (
          <div key={field.code}>
            <label htmlFor={id} className="text-sm font-semibold">
              {message(field.labelKey, undefined, field.code)}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={id}
              name={name}
              type={field.code === "BD" ? "date" : "text"}
              defaultValue={values[name] ?? ""}
              maxLength={field.maxLength}
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              className={fieldClass}
            />
            {error ? (
              <FieldError
                id={`${id}-error`}
                message={
                  error === "checkout.validation.dbiInvalid"
                    ? `${t(error)} ${hint}.`
                    : message(error, { max: field.maxLength })
                }
              />
            ) : (
              <p id={`${id}-hint`} className="mt-1 text-xs text-ink/75" data-testid="dbi-hint">
                {hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
