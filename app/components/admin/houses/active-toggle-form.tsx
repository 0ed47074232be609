import { Form } from "react-router";
import { useT } from "../../../i18n/use-t";

/** Takes a house or an apartment type off sale, or puts it back: one button, with what it does said above it. */
export function ActiveToggleForm({ active, hint, testId }: { active: boolean; hint: string; testId: string }) {
  const { t } = useT();
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value={active ? "deactivate" : "reactivate"} />
      <p className="max-w-3xl text-sm text-ink/70">{active ? hint : t("adminHouses.reactivateHint")}</p>
      <button
        type="submit"
        className="mt-2 rounded-md border border-red-800 bg-white px-3 py-1.5 text-sm font-semibold text-red-800"
        data-testid={testId}
      >
        {t(active ? "adminHouses.deactivate" : "adminHouses.reactivate")}
      </button>
    </Form>
  );
}
