import type { Profile } from "../../../shared/account/profile-schema";
import { FIRST_ITEMS_ONLY } from "./booking-items-sql";
import { type BookingRow, SELECT_BOOKING } from "./bookings";

type ProfileRow = {
  first_name: string;
  last_name: string;
  phone: string | null;
  company: string | null;
  billing_street: string | null;
  billing_postcode: string | null;
  billing_city: string | null;
  billing_country: string | null;
  preferred_language: string | null;
  preferred_currency: string | null;
  company_code: string | null;
  updated_at: string;
};

/** A customer's stays at one tenant, most recent arrival first, at most `limit`. */
export async function listCustomerBookings(
  db: D1Database,
  ibeUid: string,
  subject: string,
  limit: number,
): Promise<BookingRow[]> {
  const { results } = await db
    .prepare(
      `${SELECT_BOOKING} WHERE b.ibe_uid = ?1 AND b.user_id = ?2 AND ${FIRST_ITEMS_ONLY} ORDER BY b.from_date DESC, b.id DESC LIMIT ?3`,
    )
    .bind(ibeUid, subject, limit)
    .all<BookingRow>();
  return results;
}

/** The stored profile as it was parsed when saved (absent parts stay absent). */
export async function findCustomerProfile(
  db: D1Database,
  ibeUid: string,
  subject: string,
): Promise<{ profile: Profile; updatedAt: string } | null> {
  const row = await db
    .prepare("SELECT * FROM customer_profiles WHERE ibe_uid = ?1 AND subject = ?2")
    .bind(ibeUid, subject)
    .first<ProfileRow>();
  if (!row) return null;
  const optional = (key: keyof Profile, value: string | null) => (value === null ? {} : { [key]: value });
  const profile = {
    firstName: row.first_name,
    lastName: row.last_name,
    ...optional("phone", row.phone),
    ...optional("company", row.company),
    ...optional("billingStreet", row.billing_street),
    ...optional("billingPostcode", row.billing_postcode),
    ...optional("billingCity", row.billing_city),
    ...optional("billingCountry", row.billing_country),
    ...optional("preferredLanguage", row.preferred_language),
    ...optional("preferredCurrency", row.preferred_currency),
    ...optional("companyCode", row.company_code),
  } as Profile;
  return { profile, updatedAt: row.updated_at };
}

/** Replaces the customer's profile (every field; an absent one is cleared). */
export async function saveCustomerProfile(
  db: D1Database,
  ibeUid: string,
  subject: string,
  profile: Profile,
  at: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO customer_profiles (ibe_uid, subject, first_name, last_name, phone, company, billing_street,
         billing_postcode, billing_city, billing_country, preferred_language, preferred_currency, company_code, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
       ON CONFLICT (ibe_uid, subject) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
         phone = excluded.phone, company = excluded.company, billing_street = excluded.billing_street,
         billing_postcode = excluded.billing_postcode, billing_city = excluded.billing_city,
         billing_country = excluded.billing_country, preferred_language = excluded.preferred_language,
         preferred_currency = excluded.preferred_currency, company_code = excluded.company_code,
         updated_at = excluded.updated_at`,
    )
    .bind(
      ibeUid,
      subject,
      profile.firstName,
      profile.lastName,
      profile.phone ?? null,
      profile.company ?? null,
      profile.billingStreet ?? null,
      profile.billingPostcode ?? null,
      profile.billingCity ?? null,
      profile.billingCountry ?? null,
      profile.preferredLanguage ?? null,
      profile.preferredCurrency ?? null,
      profile.companyCode ?? null,
      at,
    )
    .run();
}
