import { useTranslation } from "react-i18next";
import type { DbiField } from "~/domain/payments/dbi";
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
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="dbi-fields">
      <legend className="mb-2 text-lg font-semibold">{t("checkout.payment.dbiTitle")}</legend>
      {fields.map((field) => {
        const name = `${prefix}${field.code}`;
        const id = `dbi-${field.code}`;
        const error = errors[name];
        return (
          <div key={field.code}>
            <label htmlFor={id} className="text-sm font-semibold">
              {t(field.labelKey as never)}
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
              aria-describedby={error ? `${id}-error` : undefined}
              className={fieldClass}
            />
            <FieldError id={`${id}-error`} message={error ? t(error as never, { max: field.maxLength }) : undefined} />
          </div>
        );
      })}
    </fieldset>
  );
}
