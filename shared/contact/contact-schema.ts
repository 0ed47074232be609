import * as z from "zod/mini";
import { email, NAME_MAX, optionalText, requiredText } from "../checkout/booking-details-schema";

/**
 * The contact form (spec: sendContact): name, e-mail, subject, message and, optionally, the booking
 * or the apartment it is about. One schema for the form (conform, in the browser and in the action)
 * and for the OTA, which checks the body again before it stores it; its output parses to itself
 * again. Messages are i18n keys.
 */

export const SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const BOOKING_REFERENCE_MAX = 40;
/** A booking reference as the confirmation shows it (`Q-7K3M-9PXA`), spaces removed and upper-cased. */
export const BOOKING_REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
/** An apartment type id of the OTA. */
export const APARTMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/** A booking reference as typed: spaces removed, upper-cased. */
export const normaliseBookingReference = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** The form's field names, as the page renders them and the schema reads them. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message", "bookingReference", "apartmentTypeId"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** The form as typed: every field a string. */
export type ContactForm = Partial<Record<ContactField, string>>;

/** The message keeps its line breaks: only the ends are trimmed. */
const message = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)),
  z
    .string("contact.validation.messageRequired")
    .check(z.maxLength(CONTACT_MESSAGE_MAX, "contact.validation.messageTooLong")),
);

const bookingReference = z.pipe(
  z.pipe(
    optionalText(BOOKING_REFERENCE_MAX, "contact.validation.bookingReferenceInvalid"),
    z.transform((value) => (value === undefined ? undefined : normaliseBookingReference(value))),
  ),
  z.optional(z.string().check(z.regex(BOOKING_REFERENCE_PATTERN, "contact.validation.bookingReferenceInvalid"))),
);

/** The apartment the question is about: the offer page's "Ask a question" passes its id. */
const apartmentTypeId = z.pipe(
  optionalText(80, "contact.validation.apartmentInvalid"),
  z.optional(z.string().check(z.regex(APARTMENT_ID_PATTERN, "contact.validation.apartmentInvalid"))),
);

export const contactSchema = z.object({
  name: requiredText("contact.validation.nameRequired", NAME_MAX),
  email,
  subject: requiredText("contact.validation.subjectRequired", SUBJECT_MAX),
  message,
  bookingReference,
  apartmentTypeId,
});

/** A parsed contact form: trimmed; the e-mail as typed; the booking reference upper-cased. */
export type Contact = z.output<typeof contactSchema>;
