import type { OtaIssue } from "./ota-errors";

/** The OpenTravel namespace every answer carries. */
export const OTA_NAMESPACE = "http://www.opentravel.org/OTA/2003/05";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** The answer's root for a request's root: `...RQ` becomes `...RS`; anything else a generic OTA error answer. */
export function responseRootOf(requestRoot: string | null): string {
  return requestRoot && /^OTA_[A-Za-z]+RQ$/.test(requestRoot) ? `${requestRoot.slice(0, -2)}RS` : "OTA_ErrorRS";
}

const issueXml = (element: "Error" | "Warning", item: OtaIssue) =>
  `<${element} Type="${item.type}" Code="${item.code}"${item.tag ? ` Tag="${escapeXml(item.tag)}"` : ""}${
    element === "Error" ? ' Status="NotProcessed"' : ""
  }>${escapeXml(item.text)}</${element}>`;

/**
 * An OpenTravel answer: `<Success/>` (with `<Warnings>` when there are any) or `<Errors>`, never both,
 * with the request's EchoToken and Version and the answer's own TimeStamp.
 */
export function ariResponseXml(answer: {
  requestRoot: string | null;
  echoToken: string | null;
  version: string | null;
  timeStamp: string;
  errors: readonly OtaIssue[];
  warnings?: readonly OtaIssue[];
}): string {
  const root = responseRootOf(answer.requestRoot);
  const attributes = [
    `xmlns="${OTA_NAMESPACE}"`,
    answer.echoToken !== null ? `EchoToken="${escapeXml(answer.echoToken)}"` : "",
    `TimeStamp="${escapeXml(answer.timeStamp)}"`,
    `Version="${escapeXml(answer.version ?? "1.0")}"`,
  ].filter(Boolean);
  const body =
    answer.errors.length > 0
      ? `<Errors>${answer.errors.map((e) => issueXml("Error", e)).join("")}</Errors>`
      : `<Success/>${
          answer.warnings && answer.warnings.length > 0
            ? `<Warnings>${answer.warnings.map((w) => issueXml("Warning", w)).join("")}</Warnings>`
            : ""
        }`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${attributes.join(" ")}>${body}</${root}>`;
}
