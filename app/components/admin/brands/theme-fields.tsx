import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "../../../../shared/tenancy/languages";
import { THEME_FIELDS } from "../../../domain/brands/brand-form";
import type { ThemeColours } from "../../../domain/brands/theme-contrast";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";
import { fieldClass } from "../../checkout/step-form";
import { LabelledField } from "../../forms/labelled-field";
import { ContrastTable } from "./contrast-table";

type ThemeField = (typeof THEME_FIELDS)[number];
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The five theme colours, each a `#rrggbb` text field (posted, works without JavaScript) with a colour
 * picker beside it once the page runs (it writes the text field), and the contrast table below: the
 * server's after a submit, recomputed on every keystroke with JavaScript.
 */
export function ThemeFields({
  fields,
  lng,
}: {
  fields: Record<ThemeField, FieldMetadata<string | undefined>>;
  lng: Language;
}) {
  const { t } = useT();
  const message = useMessage();
  const hydrated = useHydrated();
  const initial = Object.fromEntries(
    THEME_FIELDS.map((name) => [name, String(fields[name].initialValue ?? "")]),
  ) as ThemeColours;
  const [theme, setTheme] = useState<ThemeColours>(initial);
  const set = (name: ThemeField, value: string) => setTheme((current) => ({ ...current, [name]: value.trim() }));
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="theme-fields">
      <legend className="text-base font-bold">{t("adminBrands.sections.theme")}</legend>
      {THEME_FIELDS.map((name) => {
        const meta = fields[name];
        return (
          <LabelledField
            key={name}
            label={t(`adminBrands.fields.${name}`)}
            field={meta}
            error={message(meta.errors?.[0])}
          >
            <div className="flex items-center gap-2">
              {hydrated ? (
                <input
                  type="color"
                  aria-label={t(`adminBrands.fields.${name}`)}
                  value={HEX.test(theme[name]) ? theme[name].toLowerCase() : "#000000"}
                  onChange={(event) => {
                    const input = document.getElementById(meta.id);
                    if (input instanceof HTMLInputElement) input.value = event.target.value;
                    set(name, event.target.value);
                  }}
                  className="mt-1 h-10 w-12 shrink-0 cursor-pointer rounded border border-ink/30 bg-white"
                  data-testid={`colour-picker-${name}`}
                />
              ) : null}
              <input
                {...getInputProps(meta, { type: "text" })}
                onInput={(event) => set(name, event.currentTarget.value)}
                spellCheck={false}
                autoComplete="off"
                placeholder="#rrggbb"
                className={`${fieldClass} font-mono`}
              />
            </div>
          </LabelledField>
        );
      })}
      <p className="text-sm text-ink/70 sm:col-span-2 lg:col-span-3">{t("adminBrands.fields.hexHint")}</p>
      <ContrastTable theme={theme} lng={lng} />
    </fieldset>
  );
}
