import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { APARTMENT_NOT_FOUND, notFoundReasonOf } from "./not-found-reason";

/** What a route throws, as the error boundary receives it. */
function thrown(response: ReturnType<typeof data>): unknown {
  return { status: response.init?.status, statusText: "", internal: false, data: response.data };
}

describe("notFoundReasonOf", () => {
  it("reads the apartment reason of a 404", () => {
    expect(notFoundReasonOf(thrown(data(APARTMENT_NOT_FOUND, { status: 404 })))).toBe("apartment");
  });

  it.each<[string, unknown]>([
    ["a 404 without data", thrown(data(null, { status: 404 }))],
    ["another status", thrown(data(APARTMENT_NOT_FOUND, { status: 400 }))],
    ["an unknown reason", thrown(data({ notFound: "house" }, { status: 404 }))],
    ["an exception", new Error("boom")],
  ])("none for %s", (_name, error) => {
    expect(notFoundReasonOf(error)).toBeNull();
  });
});
