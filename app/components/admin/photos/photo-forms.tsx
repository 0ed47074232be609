import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { MAX_PHOTO_BYTES, PHOTO_MEDIA_TYPES } from "../../../../shared/ota/back-office-photos";
import type { UploadProblem } from "../../../domain/photos/photo-forms";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../ui/alert";

/** What the photos page's action answers instead of redirecting: a refused upload or alt text form, or (for the script) an upload done. */
export type PhotoAnswer =
  | { intent: "upload"; problem: UploadProblem }
  | { intent: "uploaded" }
  | {
      intent: "alt";
      photoId: string;
      values: { altDe: string; altEn: string };
      errors: Record<string, string[] | null>;
    };

/** The successes the page confirms after its redirect (`?done=`). */
export const PHOTO_DONE = ["uploaded", "saved", "moved", "cover", "deleted"] as const;
export type PhotoDone = (typeof PHOTO_DONE)[number];

const megabytes = MAX_PHOTO_BYTES / (1024 * 1024);

const BUTTON =
  "rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * The upload form. Without JavaScript one file per submit (the page answers a refusal with its
 * message, the form ready again); with it, several files chosen at once are sent one after another,
 * each its own request, and each refusal named with its file.
 */
export function PhotoUploadForm({ answered }: { answered: PhotoAnswer | undefined }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PhotoAnswer>();
  const [queue, setQueue] = useState<File[]>([]);
  const [progress, setProgress] = useState<{
    done: number;
    total: number;
    failed: { name: string; problem: UploadProblem }[];
  }>();
  const sending = useRef<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // One file at a time: when the fetcher is idle, the answer of the file sent is in, and the next goes.
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    const sent = sending.current;
    if (sent) {
      sending.current = null;
      const answer = fetcher.data;
      setProgress((p) =>
        p
          ? {
              ...p,
              done: p.done + 1,
              failed:
                answer?.intent === "upload" ? [...p.failed, { name: sent.name, problem: answer.problem }] : p.failed,
            }
          : p,
      );
      setQueue((q) => q.slice(1));
      return;
    }
    const next = queue[0];
    if (!next) return;
    const body = new FormData();
    body.set("intent", "upload");
    body.set("script", "1");
    body.set("photo", next);
    sending.current = next;
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  }, [fetcher.state, fetcher.data, fetcher.submit, queue]);

  const busy = queue.length > 0;
  const problem = answered?.intent === "upload" ? answered.problem : null;
  return (
    <section
      aria-labelledby="photo-upload-title"
      className="mt-6 max-w-3xl rounded-xl border border-black/10 bg-white p-4"
    >
      <h2 id="photo-upload-title" className="text-lg font-bold">
        {t("adminPhotos.upload.title")}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
        data-testid="photo-upload-form"
        onSubmit={(event) => {
          const files = [...(input.current?.files ?? [])];
          if (files.length === 0) return;
          event.preventDefault();
          setProgress({ done: 0, total: files.length, failed: [] });
          setQueue(files);
          if (input.current) input.current.value = "";
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <label className="grid gap-1">
          <span className="font-semibold">{t(hydrated ? "adminPhotos.upload.files" : "adminPhotos.upload.file")}</span>
          <input
            ref={input}
            type="file"
            name="photo"
            required
            multiple={hydrated}
            accept={PHOTO_MEDIA_TYPES.join(",")}
            aria-describedby="photo-upload-hint"
            aria-invalid={problem ? true : undefined}
            data-testid="photo-file"
          />
        </label>
        <button type="submit" className={BUTTON} disabled={busy} data-testid="photo-upload-submit">
          {t("adminPhotos.upload.submit")}
        </button>
      </Form>
      <p id="photo-upload-hint" className="mt-2 text-sm text-ink/70">
        {t("adminPhotos.upload.hint", { megabytes })}
      </p>
      {problem ? (
        <Alert variant="error" className="mt-3">
          <span data-testid="photo-upload-error">{t(`adminPhotos.errors.${problem}`, { megabytes })}</span>
        </Alert>
      ) : null}
      <div aria-live="polite" data-testid="photo-upload-progress">
        {progress ? (
          <p className="mt-3">
            {busy
              ? t("adminPhotos.upload.sending", {
                  index: Math.min(progress.done + 1, progress.total),
                  count: progress.total,
                })
              : t("adminPhotos.upload.sent", { count: progress.done - progress.failed.length })}
          </p>
        ) : null}
        {progress && progress.failed.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-red-900" data-testid="photo-upload-failures">
            {progress.failed.map((failure, index) => (
              <li key={`${failure.name}-${index}`}>
                {failure.name}: {t(`adminPhotos.errors.${failure.problem}`, { megabytes })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
