import { contactPath } from "../../domain/contact/contact-path";
import { useT } from "../../i18n/use-t";

/** "Questions about this booking?": the contact form with the booking's reference filled in. */
export function AskAboutBooking({ lng, reference }: { lng: string; reference: string }) {
  const { t } = useT();
  return (
    <p className="mt-4">
      <a
        href={contactPath(lng, { booking: reference })}
        className="text-brand underline-offset-2 hover:underline"
        data-testid="ask-about-booking"
      >
        {t("contactLinks.askAboutBooking")}
      </a>
    </p>
  );
}
