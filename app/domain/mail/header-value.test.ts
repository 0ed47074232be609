import { describe, expect, it } from "vitest";
import { HEADER_VALUE_MAX, headerValue, singleLineHeaders } from "./header-value";

describe("headerValue", () => {
  it.each([
    ["a plain value", "New enquiry RQ-ABC123 from Acme", "New enquiry RQ-ABC123 from Acme"],
    ["CRLF with an injected header", "Acme\r\nBcc: victim@example.com", "Acme Bcc: victim@example.com"],
    ["a bare LF", "Acme\nLtd", "Acme Ltd"],
    ["a bare CR", "Acme\rLtd", "Acme Ltd"],
    ["several breaks in a row", "Acme\r\n\r\n\nLtd", "Acme Ltd"],
    ["a tab", "Acme\tLtd", "Acme Ltd"],
    ["vertical tab and form feed", "Acme\u000b\fLtd", "Acme Ltd"],
    ["NEL (U+0085)", "Acme\u0085Ltd", "Acme Ltd"],
    ["the Unicode line separator", "Acme\u2028Ltd", "Acme Ltd"],
    ["the Unicode paragraph separator", "Acme\u2029Ltd", "Acme Ltd"],
    ["a NUL and other controls", "Acme\u0000\u001b\u007fLtd", "Acme Ltd"],
    ["breaks at the ends", "\r\n Acme Ltd \n", "Acme Ltd"],
    ["runs of spaces", "Acme    Ltd", "Acme Ltd"],
    ["only breaks", "\r\n\t", ""],
    ["umlauts and emoji stay", "Müller & Söhne 🏨", "Müller & Söhne 🏨"],
  ])("%s", (_what, value, expected) => {
    expect(headerValue(value)).toBe(expected);
  });

  it.each([
    ["exactly the maximum stays whole", "a".repeat(HEADER_VALUE_MAX), "a".repeat(HEADER_VALUE_MAX)],
    ["one more is cut with an ellipsis", "a".repeat(HEADER_VALUE_MAX + 1), `${"a".repeat(HEADER_VALUE_MAX - 1)}…`],
    ["a megabyte is cut", "b".repeat(1_000_000), `${"b".repeat(HEADER_VALUE_MAX - 1)}…`],
    [
      "cut on a code point, not inside an emoji",
      "🏨".repeat(HEADER_VALUE_MAX + 5),
      `${"🏨".repeat(HEADER_VALUE_MAX - 1)}…`,
    ],
    [
      "no space before the ellipsis",
      `${"c".repeat(HEADER_VALUE_MAX - 2)} dddd`,
      `${"c".repeat(HEADER_VALUE_MAX - 2)}…`,
    ],
  ])("an overlong value: %s", (_what, value, expected) => {
    const line = headerValue(value);
    expect(line).toBe(expected);
    expect(Array.from(line).length).toBeLessThanOrEqual(HEADER_VALUE_MAX);
  });

  it("makes every header of a mail one line and leaves the body alone", () => {
    const mail = {
      subject: "New enquiry from Acme\r\nBcc: x@example.com",
      fromName: "Quartier\nReply-To: evil@example.com",
      to: "ops@example.com\r\nCc: x@example.com",
      text: "Line one\nLine two",
      html: "<p>a</p>\n<p>b</p>",
    };
    expect(singleLineHeaders(mail)).toEqual({
      subject: "New enquiry from Acme Bcc: x@example.com",
      fromName: "Quartier Reply-To: evil@example.com",
      to: "ops@example.com Cc: x@example.com",
      text: "Line one\nLine two",
      html: "<p>a</p>\n<p>b</p>",
    });
  });
});
