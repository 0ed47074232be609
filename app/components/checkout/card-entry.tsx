import { useTranslation } from "react-i18next";

type CardLike = { masked: string; brand: string; expiryMonth: number; expiryYear: number };

/**
 * The payment service's card page in a frame. The card number and security code are typed into that
 * page on the payment service's own origin and never pass through this app. The frame needs no
 * JavaScript on our side; the link opens the same page in the whole window (small screens, or a
 * browser that blocks frames).
 */
export function CardEntry({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" data-testid="card-entry">
      <iframe
        src={url}
        title={title}
        className="h-[30rem] w-full rounded-xl border border-black/10 bg-white"
        // Its form sends the whole window back to the checkout (target=_top) after the guest's click.
        sandbox="allow-forms allow-scripts allow-same-origin allow-top-navigation-by-user-activation"
        referrerPolicy="no-referrer"
      />
      <p className="text-sm text-ink/80">
        {t("checkout.payment.secureNote")}{" "}
        <a href={url} className="text-brand underline" data-testid="card-page-link">
          {t("checkout.payment.openCardPage")}
        </a>
      </p>
    </div>
  );
}

/** "VISA •••• 1111, 12/30": a masked card, never more. */
export function MaskedCardLine({ card }: { card: CardLike }) {
  const last4 = card.masked.slice(-4);
  const expiry = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear).slice(-2)}`;
  return (
    <span className="font-medium" data-testid="masked-card">
      {`${card.brand.toUpperCase()} •••• ${last4}, ${expiry}`}
    </span>
  );
}
