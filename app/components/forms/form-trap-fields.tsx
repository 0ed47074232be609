import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useT } from "../../i18n/use-t";

/**
 * The spam traps' hidden fields (app/domain/security/form-traps.ts): a field people never see and the
 * encrypted earliest instant the form may be sent. Written here rather than with remix-utils'
 * HoneypotInputs, whose markup is not valid HTML (a `<style>` in the body, `autocomplete="nope"`):
 * the stylesheet's `.form-trap` hides the field, `aria-hidden` keeps it out of the accessibility tree
 * and `tabindex="-1"` out of the tab order (docs/decisions/0056).
 */
export function FormTrapFields({ traps }: { traps: HoneypotInputProps }) {
  const { t } = useT();
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = traps;
  const id = `${nameFieldName}-trap`;
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={id}>{t("contact.honeypotLabel")}</label>
      <input id={id} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName && encryptedValidFrom ? (
        <input type="hidden" name={validFromFieldName} value={encryptedValidFrom} />
      ) : null}
    </div>
  );
}
