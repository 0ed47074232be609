import { useTranslation } from "react-i18next";
import { UiIcon } from "~/components/icons/ui-icon";

/** Where sign-in and the account menu go once identity is connected; for now it only names the action. */
export function UserNav() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-ink/70"
      data-testid="user-nav"
      aria-disabled="true"
    >
      <UiIcon name="user" className="size-4" />
      {t("header.signIn")}
    </span>
  );
}
