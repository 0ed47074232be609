import type { ReviewCategory } from "../../../shared/ota/reviews";
import { useT } from "../../i18n/use-t";

const VALUES = ["1", "2", "3", "4", "5"] as const;

/**
 * One rating of the review form: a group of five native radio buttons (arrow keys move within it,
 * a screen reader names the group by its legend and each choice "4 of 5"), drawn as numbered boxes.
 */
export function RatingGroup({
  category,
  value,
  error,
}: {
  category: ReviewCategory;
  value: string;
  error: string | undefined;
}) {
  const { t } = useT();
  const errorId = `${category}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined} data-testid={`rating-${category}`}>
      <legend className="font-semibold">{t(`offerReviews.categories.${category}`)}</legend>
      <div className="flex flex-wrap gap-2">
        {VALUES.map((v) => (
          <label key={v} className="relative">
            <input
              type="radio"
              name={category}
              value={v}
              defaultChecked={value === v}
              required
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-md border border-ink/30 bg-white font-semibold text-ink peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-fg peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
            >
              {v}
            </span>
            <span className="sr-only">{t("reviews.form.ratingValue", { value: v })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
