import { describe, expect, it } from "vitest";
import { EMPTY_REVIEW_FORM, type ReviewFormErrors, reviewFormValuesOf, reviewInputOf } from "./review-form";

const good = {
  ratings: { overall: "5", cleanliness: "4", location: "5", value: "3", communication: "5" },
  text: "Quiet, clean and two minutes from the tram.",
};

describe("reviewInputOf", () => {
  it("makes the contract's request in the page's language", () => {
    expect(reviewInputOf(good, "de")).toEqual({
      ok: true,
      input: {
        ratings: { overall: 5, cleanliness: 4, location: 5, value: 3, communication: 5 },
        text: good.text,
        language: "de",
      },
    });
  });

  it.each<[string, typeof good, ReviewFormErrors]>([
    [
      "nothing chosen",
      EMPTY_REVIEW_FORM,
      {
        overall: "rating",
        cleanliness: "rating",
        location: "rating",
        value: "rating",
        communication: "rating",
        text: "textShort",
      },
    ],
    ["a rating of 6", { ...good, ratings: { ...good.ratings, value: "6" } }, { value: "rating" }],
    ["a rating of 0", { ...good, ratings: { ...good.ratings, overall: "0" } }, { overall: "rating" }],
    ["19 characters", { ...good, text: "x".repeat(19) }, { text: "textShort" }],
    ["20 spaces and a word", { ...good, text: `${" ".repeat(20)}ok` }, { text: "textShort" }],
    ["2001 characters", { ...good, text: "x".repeat(2001) }, { text: "textLong" }],
  ])("refuses %s", (_name, values, errors) => {
    expect(reviewInputOf(values, "en")).toEqual({ ok: false, errors });
  });

  it("takes 20 and 2000 characters", () => {
    expect(reviewInputOf({ ...good, text: "x".repeat(20) }, "en").ok).toBe(true);
    expect(reviewInputOf({ ...good, text: "x".repeat(2000) }, "en").ok).toBe(true);
  });
});

describe("reviewFormValuesOf", () => {
  it("keeps what was sent, as strings", () => {
    const form = new FormData();
    form.set("overall", "4");
    form.set("text", "Lovely");
    expect(reviewFormValuesOf(form)).toEqual({
      ratings: { ...EMPTY_REVIEW_FORM.ratings, overall: "4" },
      text: "Lovely",
    });
  });
});
