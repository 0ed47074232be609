import { CALENDAR_DAY_COLUMNS, type CalendarDayRow } from "./availability";
import { MAPPING_TYPE_COLUMNS, type MappingTypeRow } from "./channel-connections";

/** A brand's type as an ARI message reads it: its codes, units, included guests and house currency. */
export type AriTypeRow = MappingTypeRow & { units: number; included_guests: number; p_currency: string };

/** The apartment types of the houses the brand owns: the only ones its channel managers may write. */
export async function listAriTypes(db: D1Database, ibeUid: string): Promise<AriTypeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MAPPING_TYPE_COLUMNS}, t.units, t.included_guests, p.currency AS p_currency
       FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE p.owner_ibe_uid = ?1`,
    )
    .bind(ibeUid)
    .all<AriTypeRow>();
  return results;
}

/**
 * The calendar rows and the booked units per night of the types' day ranges (`[type id, first, last]`),
 * in one round trip of two reads.
 */
export async function readAriCalendar(
  db: D1Database,
  ranges: readonly [string, string, string][],
): Promise<{ rows: CalendarDayRow[]; booked: { apartment_type_id: string; night: string; n: number }[] }> {
  const json = JSON.stringify(ranges);
  const [rows, booked] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${CALENDAR_DAY_COLUMNS.replace(/(^|, )/g, "$1d.")} FROM json_each(?1) j
         JOIN calendar_days d ON d.apartment_type_id = j.value ->> 0 AND d.date >= j.value ->> 1 AND d.date <= j.value ->> 2`,
      )
      .bind(json),
    db
      .prepare(
        `SELECT bn.apartment_type_id, bn.night, count(*) AS n FROM json_each(?1) j
         JOIN booking_nights bn ON bn.apartment_type_id = j.value ->> 0 AND bn.night >= j.value ->> 1 AND bn.night <= j.value ->> 2
         GROUP BY bn.apartment_type_id, bn.night`,
      )
      .bind(json),
  ]);
  return {
    rows: (rows?.results ?? []) as CalendarDayRow[],
    booked: (booked?.results ?? []) as { apartment_type_id: string; night: string; n: number }[],
  };
}

/** A message's stored answer by its EchoToken (per connection), or null. */
export async function findAriAnswer(db: D1Database, connectionId: string, echoToken: string): Promise<string | null> {
  return db
    .prepare("SELECT response FROM channel_messages WHERE connection_id = ?1 AND echo_token = ?2")
    .bind(connectionId, echoToken)
    .first<string>("response");
}

/**
 * The statement keeping a message's answer under its EchoToken, in the message's batch: a second
 * message with the token arriving at the same time fails its whole batch on the key (nothing written).
 */
export function keepAriAnswer(
  db: D1Database,
  answer: { connectionId: string; echoToken: string; messageHash: string; response: string; at: string },
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO channel_messages (connection_id, echo_token, message, response, received_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
    .bind(answer.connectionId, answer.echoToken, answer.messageHash, answer.response, answer.at);
}
