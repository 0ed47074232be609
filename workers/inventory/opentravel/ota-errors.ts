/**
 * The OpenTravel error and warning vocabulary the ARI endpoint answers with (docs/guides/channel-managers.md):
 * `Type` from the Error Warning Type list (EWT), `Code` from the Error Codes list (ERR), and `Tag` the
 * failing element as a path with 1-based indexes, e.g. `AvailStatusMessages/AvailStatusMessage[2]/@Start`.
 */

/** EWT: what kind of problem. */
export const OTA_ERROR_TYPE = {
  unknown: 1,
  noImplementation: 2,
  bizRule: 3,
  authentication: 4,
  authorization: 6,
  requiredFieldMissing: 10,
  advisory: 11,
  processingException: 12,
} as const;

/** ERR: which problem. */
export const OTA_ERROR_CODE = {
  invalidDate: 15,
  invalidCurrency: 61,
  occupancyMismatch: 137,
  invalidRateCode: 249,
  invalidValue: 320,
  requiredFieldMissing: 321,
  invalidRoomType: 402,
  systemError: 448,
  unableToProcess: 450,
  authorizationError: 497,
} as const;

/** One error or warning of an answer. */
export type OtaIssue = {
  type: (typeof OTA_ERROR_TYPE)[keyof typeof OTA_ERROR_TYPE];
  code: (typeof OTA_ERROR_CODE)[keyof typeof OTA_ERROR_CODE];
  /** The failing element (or attribute), as a path; empty for the message as a whole. */
  tag: string;
  text: string;
};

export const issue = (type: OtaIssue["type"], code: OtaIssue["code"], tag: string, text: string): OtaIssue => ({
  type,
  code,
  tag,
  text,
});
