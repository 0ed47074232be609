import type { AdminPhoto, PhotoMediaType } from "../../../shared/ota/back-office-photos";
import { otaPaths } from "../../../shared/ota/paths";

/** An apartment type as its photos' writes need it: its house (for the history) and the house's owner. */
export type PhotoOwner = { apartmentTypeId: string; propertyId: string; ownerIbeUid: string };

export async function findPhotoOwner(db: D1Database, apartmentTypeId: string): Promise<PhotoOwner | null> {
  return db
    .prepare(
      `SELECT t.id AS apartmentTypeId, t.property_id AS propertyId, p.owner_ibe_uid AS ownerIbeUid
       FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1`,
    )
    .bind(apartmentTypeId)
    .first<PhotoOwner>();
}

type PhotoRow = {
  id: string;
  apartment_type_id: string;
  object_key: string;
  content_type: PhotoMediaType;
  width: number;
  height: number;
  bytes: number;
  position: number;
  alt_de: string;
  alt_en: string;
  created_at: string;
};

/** A new photo's row; its position is after the type's last photo's. */
export type NewPhoto = Omit<PhotoRow, "position" | "alt_de" | "alt_en">;

export function photoOf(row: PhotoRow): AdminPhoto {
  return {
    id: row.id,
    apartmentTypeId: row.apartment_type_id,
    url: otaPaths.photoFile(row.object_key),
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: { de: row.alt_de, en: row.alt_en },
    isCover: row.position === 0,
    createdAt: row.created_at,
  };
}

/** The type's photos in their order, the cover first. */
export async function listPhotos(db: D1Database, apartmentTypeId: string): Promise<AdminPhoto[]> {
  const { results } = await db
    .prepare("SELECT * FROM apartment_photos WHERE apartment_type_id = ?1 ORDER BY position, id")
    .bind(apartmentTypeId)
    .all<PhotoRow>();
  return results.map(photoOf);
}

export function insertPhoto(db: D1Database, photo: NewPhoto): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO apartment_photos (id, apartment_type_id, object_key, content_type, width, height, bytes, position, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,
         (SELECT COALESCE(MAX(position) + 1, 0) FROM apartment_photos WHERE apartment_type_id = ?2), ?8)`,
    )
    .bind(
      photo.id,
      photo.apartment_type_id,
      photo.object_key,
      photo.content_type,
      photo.width,
      photo.height,
      photo.bytes,
      photo.created_at,
    );
}

export function updatePhotoAlt(db: D1Database, photoId: string, alt: AdminPhoto["alt"]): D1PreparedStatement {
  return db.prepare("UPDATE apartment_photos SET alt_de = ?2, alt_en = ?3 WHERE id = ?1").bind(photoId, alt.de, alt.en);
}

/** The statements that number the type's photos 0, 1, ... in the order of `photoIds` (all of them). */
export function orderPhotos(db: D1Database, photoIds: readonly string[]): D1PreparedStatement[] {
  return photoIds.map((id, position) =>
    db.prepare("UPDATE apartment_photos SET position = ?2 WHERE id = ?1").bind(id, position),
  );
}

export function deletePhoto(db: D1Database, photoId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM apartment_photos WHERE id = ?1").bind(photoId);
}

/** The object key of a photo of this type: `<apartment type id>/<photo id>.<ext>`. */
export const photoObjectKey = (apartmentTypeId: string, photoId: string, extension: string) =>
  `${apartmentTypeId}/${photoId}.${extension}`;
