import { Form } from "react-router";
import type { BrandStatus } from "../../../domain/tenancy/brand";
import { useT } from "../../../i18n/use-t";

/** What each status offers: a draft goes live, a live brand is suspended, a suspended one resumes. */
const NEXT: Record<BrandStatus, "goLive" | "suspend" | "resume"> = {
  draft: "goLive",
  live: "suspend",
  suspended: "resume",
};

/** The brand's status and the one button that changes it (a plain POST, checked like every post). */
export function BrandStatusActions({ status }: { status: BrandStatus }) {
  const { t } = useT();
  const next = NEXT[status];
  return (
    <section aria-labelledby="brand-status-title" className="mt-6" data-testid="brand-status-actions">
      <h2 id="brand-status-title" className="text-xl font-bold">
        {t("adminBrands.actions.title")}:{" "}
        <span data-testid="brand-status" data-status={status}>
          {t(`adminBrands.status.${status}`)}
        </span>
      </h2>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value={next} />
        <p className="max-w-3xl text-sm text-ink/70">{t(`adminBrands.actions.${next}Hint`)}</p>
        <button
          type="submit"
          className={`mt-2 rounded-md px-4 py-2 font-semibold ${
            next === "suspend" ? "border border-red-800 bg-white text-red-800" : "bg-brand text-brand-fg"
          }`}
          data-testid={`brand-${next}`}
        >
          {t(`adminBrands.actions.${next}`)}
        </button>
      </Form>
    </section>
  );
}
