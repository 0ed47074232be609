import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useT } from "~/i18n/use-t";

/**
 * The spam traps' hidden fields (remix-utils' honeypot): a field people never see and the
 * encrypted earliest instant the form may be sent (app/domain/security/form-traps.ts).
 */
export function FormTrapFields({ traps }: { traps: HoneypotInputProps }) {
  const { t } = useT();
  return (
    <HoneypotProvider {...traps}>
      <HoneypotInputs label={t("contact.honeypotLabel")} />
    </HoneypotProvider>
  );
}
