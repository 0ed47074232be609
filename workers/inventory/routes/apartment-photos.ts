import {
  type AdminPhoto,
  MAX_PHOTO_BYTES,
  orderPhotosRequestSchema,
  updatePhotoRequestSchema,
} from "../../../shared/ota/back-office-photos";
import type { ChangeAction, FieldChange } from "../../../shared/ota/change-history";
import { idSchema } from "../../../shared/ota/common";
import { EXTENSION_OF } from "../../../shared/photos/image-type";
import { isReorderOf, withCover } from "../../../shared/photos/photo-order";
import { actorOf } from "../http/actor";
import { newId } from "../http/ids";
import { parseJsonBody, parseParam } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { readPhotoFile } from "../images/photo-file";
import {
  deletePhoto,
  findPhotoOwner,
  insertPhoto,
  listPhotos,
  orderPhotos,
  type PhotoOwner,
  photoObjectKey,
  updatePhotoAlt,
} from "../repositories/apartment-photos";
import { recordChange } from "../repositories/change-history";
import { forget } from "../search-store/forget";
import { assertAdminFor, type RequestContext, requireOwnedApartmentType } from "./context";

/**
 * The back office's photos of an apartment type (docs/decisions/0106): list, upload, alt texts, order,
 * cover, delete. Every write is one batch of the write, its history entry and the search store's
 * `forget` of the type's scope; the files are in the PHOTOS bucket.
 */

/** The path's tenant and apartment type, checked: the type exists (404) and the caller's brand owns its house (403). */
async function ownedApartmentType(params: RouteParams, context: RequestContext): Promise<PhotoOwner> {
  await assertAdminFor(context, params.ibeUid);
  return requireOwnedApartmentType(context, params.apartmentTypeId, findPhotoOwner, (owner) => owner.ownerIbeUid);
}

/** One photo of the type, as it is now (404 for another type's or an unknown one). */
function photoIn(photos: readonly AdminPhoto[], params: RouteParams): AdminPhoto {
  const photoId = parseParam("photoId", params.photoId, idSchema);
  const photo = photos.find((p) => p.id === photoId);
  if (!photo) throw notFound("Photo");
  return photo;
}

/** Runs a write with its history entry and the search store's forget, as one transaction. */
async function writePhotoChange(
  request: Request,
  context: RequestContext,
  owner: PhotoOwner,
  change: { photoId: string; action: ChangeAction; changes: FieldChange[] },
  statements: D1PreparedStatement[],
): Promise<void> {
  const db = context.env.INVENTORY_DB;
  await db.batch([
    ...statements,
    recordChange(db, {
      propertyId: owner.propertyId,
      apartmentTypeId: owner.apartmentTypeId,
      subject: "photo",
      subjectId: change.photoId,
      action: change.action,
      actor: actorOf(request, context.admin!),
      at: context.now.toISOString(),
      changes: change.changes,
    }),
    forget(db, { apartmentType: owner.apartmentTypeId }),
  ]);
}

const photoList = async (context: RequestContext, owner: PhotoOwner) =>
  json({ items: await listPhotos(context.env.INVENTORY_DB, owner.apartmentTypeId) });

/** GET .../apartment-types/:apartmentTypeId/photos */
export async function handleAdminListPhotos(_request: Request, params: RouteParams, context: RequestContext) {
  return photoList(context, await ownedApartmentType(params, context));
}

/** The request's body, at most `max` bytes (413 beyond, whether or not it declared its length). */
async function bodyUpTo(request: Request, max: number): Promise<Uint8Array> {
  const tooLarge = () => new OtaError("payload_too_large", `A photo may have at most ${max} bytes`, undefined, { max });
  if (Number(request.headers.get("Content-Length") ?? 0) > max) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      await reader.cancel();
      throw tooLarge();
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/**
 * POST .../photos: the file's bytes as the body. 413 over MAX_PHOTO_BYTES; 415 unless its bytes are a
 * readable JPEG, PNG or WebP. Stored without location metadata, after the type's last photo.
 */
export async function handleAdminUploadPhoto(request: Request, params: RouteParams, context: RequestContext) {
  const owner = await ownedApartmentType(params, context);
  const file = readPhotoFile(await bodyUpTo(request, MAX_PHOTO_BYTES));
  if (typeof file === "string")
    throw new OtaError("unsupported_media_type", "A photo must be a JPEG, PNG or WebP image", undefined, {
      problem: file,
    });
  const photoId = newId("pho");
  const objectKey = photoObjectKey(owner.apartmentTypeId, photoId, EXTENSION_OF[file.contentType]);
  const bucket = context.env.PHOTOS;
  await bucket.put(objectKey, file.bytes, { httpMetadata: { contentType: file.contentType } });
  const row = {
    id: photoId,
    apartment_type_id: owner.apartmentTypeId,
    object_key: objectKey,
    content_type: file.contentType,
    width: file.width,
    height: file.height,
    bytes: file.bytes.length,
    created_at: context.now.toISOString(),
  };
  const db = context.env.INVENTORY_DB;
  const changes = [
    { field: "file", before: null, after: objectKey },
    { field: "size", before: null, after: `${file.width}x${file.height}` },
  ];
  try {
    await writePhotoChange(request, context, owner, { photoId, action: "created", changes }, [insertPhoto(db, row)]);
  } catch (error) {
    // No row names the file: it would never be shown nor deleted.
    await bucket.delete(objectKey);
    throw error;
  }
  const photos = await listPhotos(db, owner.apartmentTypeId);
  return json(
    photos.find((p) => p.id === photoId),
    201,
  );
}

/** PUT .../photos/:photoId: the alt texts. */
export async function handleAdminUpdatePhoto(request: Request, params: RouteParams, context: RequestContext) {
  const owner = await ownedApartmentType(params, context);
  const body = await parseJsonBody(request, updatePhotoRequestSchema);
  const db = context.env.INVENTORY_DB;
  const photo = photoIn(await listPhotos(db, owner.apartmentTypeId), params);
  const changes = (["de", "en"] as const)
    .filter((lng) => photo.alt[lng] !== body.alt[lng])
    .map((lng) => ({ field: `alt.${lng}`, before: photo.alt[lng], after: body.alt[lng] }));
  if (changes.length > 0)
    await writePhotoChange(request, context, owner, { photoId: photo.id, action: "updated", changes }, [
      updatePhotoAlt(db, photo.id, body.alt),
    ]);
  return json({ ...photo, alt: body.alt });
}

/** Stores a new order of the type's photos (the history names the photo the change was about). */
async function reorder(
  request: Request,
  context: RequestContext,
  owner: PhotoOwner,
  photos: readonly AdminPhoto[],
  next: string[],
  change: { photoId: string; field: "order" | "cover" },
) {
  const before = photos.map((p) => p.id);
  if (before.join() !== next.join()) {
    const changes =
      change.field === "cover"
        ? [{ field: "cover", before: before[0] ?? null, after: next[0] ?? null }]
        : [{ field: "order", before, after: next }];
    await writePhotoChange(
      request,
      context,
      owner,
      { photoId: change.photoId, action: "updated", changes },
      orderPhotos(context.env.INVENTORY_DB, next),
    );
  }
  return photoList(context, owner);
}

/** POST .../photos/order: every photo of the type once, in the new order (400 otherwise). */
export async function handleAdminOrderPhotos(request: Request, params: RouteParams, context: RequestContext) {
  const owner = await ownedApartmentType(params, context);
  const { photoIds } = await parseJsonBody(request, orderPhotosRequestSchema);
  const photos = await listPhotos(context.env.INVENTORY_DB, owner.apartmentTypeId);
  if (
    !isReorderOf(
      photos.map((p) => p.id),
      photoIds,
    )
  )
    throw new OtaError("invalid_input", "Invalid body", [
      { path: "body.photoIds", message: "every photo of the apartment type, each once" },
    ]);
  return reorder(request, context, owner, photos, photoIds, { photoId: photoIds[0]!, field: "order" });
}

/** POST .../photos/:photoId/cover: the photo first, the others in their order. */
export async function handleAdminPhotoCover(request: Request, params: RouteParams, context: RequestContext) {
  const owner = await ownedApartmentType(params, context);
  const photos = await listPhotos(context.env.INVENTORY_DB, owner.apartmentTypeId);
  const photo = photoIn(photos, params);
  const next = withCover(
    photos.map((p) => p.id),
    photo.id,
  );
  return reorder(request, context, owner, photos, next, { photoId: photo.id, field: "cover" });
}

/** POST .../photos/:photoId/delete: the row, then its file; the rest close up (the next one may become the cover). */
export async function handleAdminDeletePhoto(request: Request, params: RouteParams, context: RequestContext) {
  const owner = await ownedApartmentType(params, context);
  const db = context.env.INVENTORY_DB;
  const photos = await listPhotos(db, owner.apartmentTypeId);
  const photo = photoIn(photos, params);
  const rest = photos.filter((p) => p.id !== photo.id).map((p) => p.id);
  const key = photo.url.replace(/^\/photos\//, "");
  const changes = [{ field: "file", before: key, after: null }];
  await writePhotoChange(request, context, owner, { photoId: photo.id, action: "deleted", changes }, [
    deletePhoto(db, photo.id),
    ...orderPhotos(db, rest),
  ]);
  await context.env.PHOTOS.delete(decodeURIComponent(key));
  return photoList(context, owner);
}

const FILE = /^pho_[a-z0-9]{1,40}\.(jpg|png|webp)$/;

/**
 * GET /photos/:apartmentTypeId/:file: a stored photo. Its key never names other bytes (a new file is a
 * new photo), so it is cached for a year as immutable.
 */
export async function handlePhotoFile(request: Request, params: RouteParams, context: RequestContext) {
  const file = params.file ?? "";
  const type = idSchema.safeParse(params.apartmentTypeId);
  if (!FILE.test(file) || !type.success) throw notFound("Photo");
  const object = await context.env.PHOTOS.get(`${type.data}/${file}`);
  if (!object) throw notFound("Photo");
  const headers = {
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  };
  if (request.headers.get("If-None-Match") === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.size) } });
}
