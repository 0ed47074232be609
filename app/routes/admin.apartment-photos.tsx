import { data, redirect } from "react-router";
import { idSchema } from "../../shared/ota/common";
import { movedPhoto } from "../../shared/photos/photo-order";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { ApartmentTypeTabs, apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { PhotoCard } from "../components/admin/photos/photo-card";
import { PHOTO_DONE, type PhotoAnswer, type PhotoDone, PhotoUploadForm } from "../components/admin/photos/photo-forms";
import { Alert } from "../components/ui/alert";
import {
  MAX_UPLOAD_REQUEST_BYTES,
  photoActionFormSchema,
  photoAltFormSchema,
  UPLOAD_PROBLEM_STATUS,
  type UploadProblem,
  uploadProblemOf,
  uploadProblemOfStatus,
} from "../domain/photos/photo-forms";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.apartment-photos";

export const meta: Route.MetaFunction = () => adminPageMeta();

/** The path's apartment type id (404 when it cannot be one). */
function apartmentTypeIdOf(params: Route.LoaderArgs["params"]): string {
  const parsed = idSchema.safeParse(params.apartmentTypeId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** The OTA's refusal as the page's status: another brand's house 403, an unknown type 404, else 502. */
function refusal(result: { status: number; code?: string }, log: string): never {
  if (result.status === 403) throw data(null, { status: 403 });
  throw data(null, { status: failedUpstreamStatus(result, { notFound: [404], log }) });
}

/**
 * An apartment type's photos (docs/decisions/0106): upload (one file per request; with JavaScript
 * several one after another), alt texts in German and English, order, cover, delete. Plain forms
 * that redirect back, so everything works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const apartmentTypeId = apartmentTypeIdOf(args.params);
  const result = await adminOtaFor(args.context).listPhotos(tenant.ibeUid, apartmentTypeId);
  if (!result.ok) refusal(result, "admin: photos unavailable");
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    lng,
    apartmentTypeId,
    photos: result.data.items,
    done: (PHOTO_DONE as readonly string[]).includes(done ?? "") ? (done as PhotoDone) : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const apartmentTypeId = apartmentTypeIdOf(args.params);
  const ota = adminOtaFor(args.context);
  const back = (done: PhotoDone) =>
    redirect(`${apartmentTypeAdminPath(lng, apartmentTypeId, "photos")}?done=${done}`, 303);
  const uploadRefused = (problem: UploadProblem) =>
    data<PhotoAnswer>({ intent: "upload", problem }, { status: UPLOAD_PROBLEM_STATUS[problem] });

  // Refused before reading: a body this large holds no acceptable photo.
  if (Number(args.request.headers.get("Content-Length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES)
    return uploadRefused("tooLarge");
  const formData = await args.request.formData();
  const intent = formData.get("intent");

  if (intent === "upload") {
    const file = formData.get("photo");
    const problem = uploadProblemOf(file);
    if (problem || !(file instanceof File)) return uploadRefused(problem ?? "noFile");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = await ota.uploadPhoto(tenant.ibeUid, apartmentTypeId, {
      bytes,
      contentType: "application/octet-stream",
    });
    // The page's script sends several files one by one and wants each answer, not a redirect.
    if (result.ok) return formData.get("script") ? data<PhotoAnswer>({ intent: "uploaded" }) : back("uploaded");
    if (result.status === 403 || result.status === 404) refusal(result, "admin: photo not uploaded");
    logger.warn("admin: photo not uploaded", { status: result.status, code: result.code });
    return uploadRefused(uploadProblemOfStatus(result.status));
  }

  if (intent === "alt") {
    const submission = parseWithSchema(formData, photoAltFormSchema);
    if (submission.status !== "success") {
      const photoId = String(formData.get("photoId") ?? "");
      const values = { altDe: String(formData.get("altDe") ?? ""), altEn: String(formData.get("altEn") ?? "") };
      return data<PhotoAnswer>({ intent: "alt", photoId, values, errors: submission.error ?? {} }, { status: 400 });
    }
    const { photoId, altDe, altEn } = submission.value;
    const result = await ota.updatePhoto(tenant.ibeUid, apartmentTypeId, photoId, { alt: { de: altDe, en: altEn } });
    if (!result.ok) refusal(result, "admin: photo alt texts not saved");
    return back("saved");
  }

  const submission = parseWithSchema(formData, photoActionFormSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  const { photoId } = submission.value;
  if (submission.value.intent === "delete") {
    const result = await ota.deletePhoto(tenant.ibeUid, apartmentTypeId, photoId);
    if (!result.ok) refusal(result, "admin: photo not deleted");
    return back("deleted");
  }
  if (submission.value.intent === "cover") {
    const result = await ota.choosePhotoCover(tenant.ibeUid, apartmentTypeId, photoId);
    if (!result.ok) refusal(result, "admin: photo cover not chosen");
    return back("cover");
  }
  const list = await ota.listPhotos(tenant.ibeUid, apartmentTypeId);
  if (!list.ok) refusal(list, "admin: photos unavailable");
  const photoIds = movedPhoto(
    list.data.items.map((p) => p.id),
    photoId,
    submission.value.intent === "up" ? -1 : 1,
  );
  const result = await ota.orderPhotos(tenant.ibeUid, apartmentTypeId, { photoIds });
  if (!result.ok) refusal(result, "admin: photos not ordered");
  return back("moved");
}

export default function AdminApartmentPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, apartmentTypeId, photos, done } = loaderData;
  return (
    <section aria-labelledby="admin-photos-title" data-testid="admin-photos">
      <title>{t("adminPhotos.title")}</title>
      <h1 id="admin-photos-title" className="mb-4 text-2xl font-bold">
        {t("adminPhotos.title")}
      </h1>
      <ApartmentTypeTabs lng={lng} apartmentTypeId={apartmentTypeId} />
      <p className="mt-4 max-w-3xl text-ink/80">{t("adminPhotos.intro")}</p>
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="photos-done">{t(`adminPhotos.done.${done}`)}</span>
        </Alert>
      ) : null}
      <PhotoUploadForm answered={actionData} />
      {photos.length === 0 ? (
        <p className="mt-6" data-testid="photos-empty">
          {t("adminPhotos.empty")}
        </p>
      ) : (
        <ol className="mt-6 grid gap-4" data-testid="photo-list">
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              answered={actionData?.intent === "alt" && actionData.photoId === photo.id ? actionData : undefined}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
