import { useEffect, useMemo, useRef, useState } from "react";
import { CARD_PAGE_HEIGHT_REQUEST, cardFrameHeight } from "~/domain/payments/card-frame";
import { useT } from "~/i18n/use-t";

type CardLike = { masked: string; brand: string; expiryMonth: number; expiryYear: number };

/**
 * The payment service's card page in a frame. The card number and security code are typed into that
 * page on the payment service's own origin and never pass through this app. The frame needs no
 * JavaScript on our side: without it the frame is tall enough for the whole form and its Confirm
 * button (the page's error states included), and the link opens the same page in the whole window.
 * With JavaScript the page tells us its height (postMessage) and the frame takes it, once we have
 * checked that the message comes from the card page's origin.
 */
export function CardEntry({ url, title }: { url: string; title: string }) {
  const { t } = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const framedUrl = useMemo(() => {
    const framed = new URL(url);
    framed.searchParams.set("embedded", "1");
    return framed.toString();
  }, [url]);
  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const next = cardFrameHeight({ origin: event.origin, data: event.data }, origin);
      if (next !== null) setHeight(next);
    };
    window.addEventListener("message", onMessage);
    // The page reports its height when it loads; if that was before we listened, ask it again.
    frame.current?.contentWindow?.postMessage({ type: CARD_PAGE_HEIGHT_REQUEST }, origin);
    return () => window.removeEventListener("message", onMessage);
  }, [url]);
  return (
    <div className="grid gap-2" data-testid="card-entry">
      <iframe
        ref={frame}
        src={framedUrl}
        title={title}
        className={`w-full rounded-xl border border-black/10 bg-white ${height === null ? "h-[47rem] sm:h-[38rem]" : ""}`}
        style={height === null ? undefined : { height }}
        data-sized={height === null ? undefined : "content"}
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
