import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { LANGUAGES, type Language } from "../../../../shared/tenancy/languages";
import { LEGAL_PAGES } from "../../../../shared/tenancy/tenant";
import { BRAND_PAYMENT_METHODS, legalField, SOLD_CURRENCIES, THEME_FIELDS } from "../../../domain/brands/brand-form";
import { useT } from "../../../i18n/use-t";
import { Checkbox, Field, FormErrors } from "../company-codes/company-code-fields";
import { TextAreaField } from "../houses/text-area-field";
import { CheckboxGroup } from "./checkbox-group";
import { OperatorFields } from "./operator-fields";
import { ThemeFields } from "./theme-fields";

/** The form's fields as the browser holds them (the checkbox groups are lists). */
export type BrandFields = Record<string, string | string[] | undefined>;
type Meta = FieldMetadata<string | undefined>;

/**
 * A brand's whole form (new and edit), posted as multipart so the logo and favicon travel with it;
 * works without JavaScript. `ibeUidFixed`: the brand has been live, its id shows but is not posted.
 */
export function BrandForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
  lng,
  assets,
  ibeUidFixed = false,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: BrandFields;
  submitLabel: string;
  lng: Language;
  /** The pictures a refused post stored (they stay with the form); else the form's own values. */
  assets?: Record<"logo" | "favicon", string | null> | undefined;
  ibeUidFixed?: boolean;
}) {
  const { t } = useT();
  const [form, fields] = useForm<BrandFields>({ id, lastResult, defaultValue, shouldRevalidate: "onBlur" });
  const f = (name: string) => fields[name] as Meta;
  const label = (name: string) => t(`adminBrands.fields.${name}` as "adminBrands.fields.name");
  const text = (name: string, type: "text" | "email" | "tel" = "text") => (
    <Field key={name} meta={f(name)} label={label(name)} type={type} />
  );
  const held = (kind: "logo" | "favicon") => {
    const initial = fields[kind]?.initialValue;
    return assets?.[kind] ?? (typeof initial === "string" ? initial : "");
  };
  const logo = held("logo");
  const favicon = held("favicon");
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-4 grid max-w-5xl gap-6"
      data-testid={form.id}
    >
      <input type="hidden" name="intent" value="save" />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.identity")}</legend>
        {text("name")}
        {ibeUidFixed ? (
          <div>
            <p className="text-sm font-semibold">{label("ibeUid")}</p>
            <p className="mt-1 font-mono" data-testid="brand-ibe-uid">
              {String(fields.ibeUid?.initialValue ?? "")}
            </p>
            <input type="hidden" name="ibeUid" value={String(fields.ibeUid?.initialValue ?? "")} />
          </div>
        ) : (
          <div>
            {text("ibeUid")}
            <p className="mt-1 text-sm text-ink/70">{label("ibeUidHint")}</p>
          </div>
        )}
        <div className="sm:col-span-2">
          <TextAreaField meta={f("hosts")} label={label("hosts")} />
          <p className="mt-1 text-sm text-ink/70">{label("hostsHint")}</p>
        </div>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.languages")}</legend>
        <CheckboxGroup
          name="languages"
          legend={label("languages")}
          options={LANGUAGES.map((value) => ({ value, label: t(`languageNames.${value}`) }))}
          checked={fields.languages?.initialValue}
          errors={fields.languages?.errors}
        />
        <Field
          meta={f("defaultLanguage")}
          label={label("defaultLanguage")}
          options={LANGUAGES.map((value) => ({ value, label: t(`languageNames.${value}`) }))}
        />
        <CheckboxGroup
          name="currencies"
          legend={label("currencies")}
          options={SOLD_CURRENCIES.map((value) => ({ value, label: value }))}
          checked={fields.currencies?.initialValue}
          errors={fields.currencies?.errors}
        />
        <Field
          meta={f("defaultCurrency")}
          label={label("defaultCurrency")}
          options={SOLD_CURRENCIES.map((value) => ({ value, label: value }))}
        />
      </fieldset>

      <ThemeFields
        fields={
          Object.fromEntries(THEME_FIELDS.map((name) => [name, f(name)])) as Record<(typeof THEME_FIELDS)[number], Meta>
        }
        lng={lng}
      />

      <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="brand-assets">
        <legend className="text-lg font-bold">
          {label("logo")} · {label("favicon")}
        </legend>
        <p className="text-sm text-ink/70 sm:col-span-2">{label("assetHint")}</p>
        {(["logo", "favicon"] as const).map((kind) => {
          const path = kind === "logo" ? logo : favicon;
          const meta = f(`${kind}File`);
          return (
            <div key={kind} className="grid gap-2">
              {path ? (
                <>
                  <img
                    src={path}
                    alt={label("currentLogo")}
                    className="h-12 w-auto self-start"
                    data-testid={`brand-${kind}`}
                  />
                  <input type="hidden" name={kind} value={path} />
                </>
              ) : kind === "logo" ? (
                <p className="text-sm">{label("noLogo")}</p>
              ) : null}
              <label htmlFor={meta.id} className="text-sm font-semibold">
                {label(`${kind}File`)}
              </label>
              <input
                id={meta.id}
                type="file"
                name={`${kind}File`}
                accept="image/png,image/webp,image/svg+xml"
                aria-invalid={meta.errors ? true : undefined}
                aria-describedby={meta.errors ? meta.errorId : undefined}
                className="text-sm"
                data-testid={`brand-${kind}-file`}
              />
              <FormErrors errors={meta.errors} />
            </div>
          );
        })}
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.features")}</legend>
        <div className="grid gap-1">
          {(["extraServices", "rfp", "map"] as const).map((name) => (
            <Checkbox key={name} meta={f(name)} label={label(name)} />
          ))}
        </div>
        <CheckboxGroup
          name="paymentMethods"
          legend={label("paymentMethods")}
          options={BRAND_PAYMENT_METHODS.map((value) => ({ value, label: t(`adminBrands.paymentMethods.${value}`) }))}
          checked={fields.paymentMethods?.initialValue}
          errors={fields.paymentMethods?.errors}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.contact")}</legend>
        {text("contactEmail", "email")}
        {text("contactPhone", "tel")}
      </fieldset>

      <OperatorFields field={f} />

      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{t("adminBrands.sections.cities")}</legend>
        <TextAreaField meta={f("featuredCities")} label={label("featuredCities")} />
        <p className="text-sm text-ink/70">{label("featuredCitiesHint")}</p>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{t("adminBrands.sections.analytics")}</legend>
        {text("gtmContainerId")}
        <p className="text-sm text-ink/70">{label("gtmContainerIdHint")}</p>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{t("adminBrands.sections.widget")}</legend>
        <TextAreaField meta={f("embedOrigins")} label={label("embedOrigins")} />
        <p className="text-sm text-ink/70">{label("embedOriginsHint")}</p>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.legal")}</legend>
        <p className="text-sm text-ink/70 sm:col-span-2">{label("legalHint")}</p>
        {LEGAL_PAGES.flatMap((page) =>
          LANGUAGES.map((language) => (
            <TextAreaField
              key={`${page}-${language}`}
              meta={f(legalField(page, language))}
              label={t("adminBrands.fields.legal", {
                page: t(`adminBrands.legalPages.${page}`),
                language: language.toUpperCase(),
              })}
            />
          )),
        )}
      </fieldset>

      <FormErrors errors={form.errors} />
      <button
        type="submit"
        className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
        data-testid="brand-save"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
