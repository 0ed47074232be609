import type { AuthFailureView } from "../../domain/auth/auth-failure-view";
import { useT } from "../../i18n/use-t";

/** The translated page for a sign-in that could not finish, with a way to try again. */
export function SignInFailed({ failure, retryUrl, homeUrl }: AuthFailureView) {
  const { t } = useT();
  return (
    <section
      className="mx-auto max-w-2xl px-4 py-20 text-center"
      data-testid="sign-in-failed"
      data-failure={failure}
      aria-labelledby="sign-in-failed-title"
    >
      <h1 id="sign-in-failed-title" className="text-2xl font-bold">
        {t("auth.failed.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t(`auth.failed.${failure}`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a className="inline-block rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg" href={retryUrl}>
          {t("auth.failed.retry")}
        </a>
        <a className="inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand" href={homeUrl}>
          {t("errors.backHome")}
        </a>
      </div>
    </section>
  );
}
