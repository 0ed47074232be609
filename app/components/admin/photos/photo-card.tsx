import { Form } from "react-router";
import type { AdminPhoto } from "../../../../shared/ota/back-office-photos";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";
import { useRootData } from "../../layout/use-root-data";
import { photoSources } from "../../photo-sources";
import type { PhotoAnswer } from "./photo-forms";

type AltAnswer = Extract<PhotoAnswer, { intent: "alt" }>;

const SMALL_BUTTON =
  "rounded-lg border border-black/20 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-surface disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** A photo's buttons, each a submit of the same plain form with its intent. */
const PHOTO_ACTIONS = [
  { intent: "up", label: "adminPhotos.moveUp" },
  { intent: "down", label: "adminPhotos.moveDown" },
  { intent: "cover", label: "adminPhotos.makeCover" },
  { intent: "delete", label: "adminPhotos.delete" },
] as const;

/** The first of a field's messages that the catalogue has (the form schema's own), translated. */
function useFieldError(answer: AltAnswer | undefined, field: "altDe" | "altEn"): string | undefined {
  const message = useMessage();
  const messages = answer?.errors[field] ?? [];
  return message(messages.find((m) => m.startsWith("adminPhotos.")) ?? messages[0]);
}

/**
 * One photo: its preview, size and cover mark; its alt texts (the entered values kept when refused);
 * and the buttons that move it, make it the cover or delete it (each a plain form post).
 */
export function PhotoCard({
  photo,
  index,
  count,
  answered,
}: {
  photo: AdminPhoto;
  index: number;
  count: number;
  answered: AltAnswer | undefined;
}) {
  const { t } = useT();
  const { imageResizing } = useRootData();
  const deError = useFieldError(answered, "altDe");
  const enError = useFieldError(answered, "altEn");
  const values = answered?.values ?? { altDe: photo.alt.de, altEn: photo.alt.en };
  const label = t("adminPhotos.photoLabel", { index: index + 1, count });
  const field = (name: "altDe" | "altEn", error: string | undefined) => {
    const id = `${photo.id}-${name}`;
    return (
      <label className="grid gap-1">
        <span className="text-sm font-semibold">{t(`adminPhotos.${name}`)}</span>
        <input
          id={id}
          name={name}
          defaultValue={values[name]}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="rounded-lg border border-black/20 px-3 py-2"
          data-testid={`photo-${name}`}
        />
        {error ? (
          <span id={`${id}-error`} className="text-sm text-red-800" data-testid={`photo-${name}-error`}>
            {error}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <li
      className="grid gap-4 rounded-xl border border-black/10 bg-white p-4 sm:grid-cols-[12rem_1fr]"
      data-testid="photo-row"
      data-photo-id={photo.id}
      aria-label={label}
    >
      <div>
        <img
          {...photoSources(photo.url, { width: photo.width, sizes: "12rem", resizing: imageResizing })}
          alt={photo.alt.en || photo.alt.de || label}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-lg bg-surface object-cover"
        />
        <p className="mt-1 text-sm text-ink/70">
          {photo.isCover ? (
            <strong className="mr-2 rounded bg-brand px-1.5 py-0.5 text-white" data-testid="photo-cover-mark">
              {t("adminPhotos.cover")}
            </strong>
          ) : null}
          {label} · {photo.width} × {photo.height}
        </p>
      </div>
      <div className="grid content-start gap-3">
        <Form method="post" className="grid gap-3 sm:grid-cols-2" data-testid="photo-alt-form">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="photoId" value={photo.id} />
          {field("altDe", deError)}
          {field("altEn", enError)}
          <div className="sm:col-span-2">
            <button type="submit" className={SMALL_BUTTON} data-testid="photo-alt-save">
              {t("adminPhotos.saveAlt")}
            </button>
          </div>
        </Form>
        <Form method="post" className="flex flex-wrap gap-2" data-testid="photo-actions">
          <input type="hidden" name="photoId" value={photo.id} />
          {PHOTO_ACTIONS.filter(({ intent }) => !(intent === "cover" && photo.isCover)).map(
            ({ intent, label: key }) => (
              <button
                key={intent}
                type="submit"
                name="intent"
                value={intent}
                disabled={(intent === "up" && index === 0) || (intent === "down" && index === count - 1)}
                className={`${SMALL_BUTTON} ${intent === "delete" ? "border-red-300 text-red-900" : ""}`}
                data-testid={`photo-${intent}`}
              >
                {t(key)}
                <span className="sr-only"> ({label})</span>
              </button>
            ),
          )}
        </Form>
      </div>
    </li>
  );
}
