import {
  REVIEW_CATEGORIES,
  REVIEW_TEXT_LIMITS,
  type ReviewCategory,
  type SubmitReviewRequest,
  submitReviewRequestSchema,
} from "../../../shared/ota/reviews";
import type { Language } from "../../../shared/tenancy/languages";

/** The review form as typed: kept as strings, so a refused form shows every choice and word again. */
export type ReviewFormValues = { ratings: Record<ReviewCategory, string>; text: string };
export type ReviewFormError = "rating" | "textShort" | "textLong";
export type ReviewFormErrors = Partial<Record<ReviewCategory | "text", ReviewFormError>>;

export const EMPTY_REVIEW_FORM: ReviewFormValues = {
  ratings: { overall: "", cleanliness: "", location: "", value: "", communication: "" },
  text: "",
};

export function reviewFormValuesOf(form: FormData): ReviewFormValues {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const ratings = { ...EMPTY_REVIEW_FORM.ratings };
  for (const category of REVIEW_CATEGORIES) ratings[category] = field(category);
  return { ratings, text: field("text").slice(0, REVIEW_TEXT_LIMITS.max * 2) };
}

/** The contract's request from the form in the page's language, or which field says what. */
export function reviewInputOf(
  values: ReviewFormValues,
  language: Language,
): { ok: true; input: SubmitReviewRequest } | { ok: false; errors: ReviewFormErrors } {
  const errors: ReviewFormErrors = {};
  for (const category of REVIEW_CATEGORIES) {
    if (!/^[1-5]$/.test(values.ratings[category])) errors[category] = "rating";
  }
  const length = [...values.text.trim()].length;
  if (length < REVIEW_TEXT_LIMITS.min) errors.text = "textShort";
  else if (length > REVIEW_TEXT_LIMITS.max) errors.text = "textLong";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = submitReviewRequestSchema.safeParse({ ratings: values.ratings, text: values.text, language });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: { text: "textLong" } };
}
