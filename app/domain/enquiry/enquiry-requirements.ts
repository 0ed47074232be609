/**
 * The requirements a corporate requester can tick on the enquiry form: catalogue ids (their names come
 * from the catalogue in the page's language; a unit test keeps them live entries).
 */
export const ENQUIRY_REQUIREMENTS = [
  "parking",
  "workspace",
  "internet-access-wifi",
  "kitchen",
  "washing-machine",
  "elevator",
  "air-conditioning",
  "balcony",
  "fitness-centre",
  "pets-allowed",
  "wheelchair-accessible-apartment",
] as const;
export type EnquiryRequirement = (typeof ENQUIRY_REQUIREMENTS)[number];
