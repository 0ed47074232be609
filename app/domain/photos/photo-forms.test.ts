import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../../shared/ota/back-office-photos";
import { photoAltFormSchema, uploadProblemOf, uploadProblemOfStatus } from "./photo-forms";

describe("uploadProblemOf", () => {
  it.each([
    ["no field", null, "noFile"],
    ["a text field", "photo.jpg", "noFile"],
    ["an empty file", new File([], "a.jpg"), "noFile"],
    ["a file at the limit", new File([new Uint8Array(MAX_PHOTO_BYTES)], "a.jpg"), null],
    ["a file over the limit", new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "a.jpg"), "tooLarge"],
    // The type is the OTA's to read from the bytes: a name says nothing.
    ["a file named .txt", new File([new Uint8Array(3)], "notes.txt"), null],
  ])("%s: %s", (_, value, problem) => {
    expect(uploadProblemOf(value)).toBe(problem);
  });
});

describe("uploadProblemOfStatus", () => {
  it.each([
    [413, "tooLarge"],
    [415, "unsupportedType"],
    [403, "failed"],
    [502, "failed"],
  ])("%i: %s", (status, problem) => {
    expect(uploadProblemOfStatus(status)).toBe(problem);
  });
});

describe("photoAltFormSchema", () => {
  it.each([
    [
      { altDe: " Wohnzimmer ", altEn: "Living room" },
      { altDe: "Wohnzimmer", altEn: "Living room" },
    ],
    [{}, { altDe: "", altEn: "" }],
  ])("takes %j", (values, expected) => {
    expect(photoAltFormSchema.parse({ intent: "alt", photoId: "pho_1", ...values })).toMatchObject(expected);
  });

  it.each([
    [{ altDe: "x".repeat(201) }, "altDe", "adminPhotos.errors.altTooLong"],
    [{ altEn: "two\nlines" }, "altEn", "adminPhotos.errors.altOneLine"],
  ])("refuses %j on %s", (values, field, message) => {
    const result = photoAltFormSchema.safeParse({ intent: "alt", photoId: "pho_1", ...values });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([field, message]);
  });
});
