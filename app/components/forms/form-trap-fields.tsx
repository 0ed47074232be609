import { useTranslation } from "react-i18next";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

/**
 * The spam traps' hidden fields (remix-utils' honeypot): a field people never see and the
 * encrypted earliest instant the form may be sent (app/domain/security/form-traps.ts).
 */
export function FormTrapFields({ traps }: { traps: HoneypotInputProps }) {
  const { t } = useTranslation();
  return (
    <HoneypotProvider {...traps}>
      <HoneypotInputs label={t("contact.honeypotLabel")} />
    </HoneypotProvider>
  );
}
