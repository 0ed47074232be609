import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  CARD_PAGE_HEIGHT_REQUEST,
  cardFrameHeight,
  cardPageDone,
  cardReturnPath,
} from "../../../shared/payments/card-frame";
import { useT } from "../../i18n/use-t";

type CardLike = { masked: string; brand: string; expiryMonth: number; expiryYear: number };

/**
 * The payment service's card page in a frame. The card number and security code are typed into that
 * page on the payment service's own origin and never pass through this app. The card form posts in
 * the frame, so its errors show there and the guest stays on this page. The frame needs no
 * JavaScript on our side: without it the frame is tall enough for the whole form and its Confirm
 * button (the page's error states included), the sent page's Continue link takes the whole window
 * back to this step, and the link below opens the same page in the whole window. With JavaScript the
 * page tells us its height and, once the card is sent, its transaction (postMessage); we take them
 * only from the card page's origin and this frame, size the frame and go on to this step with the
 * transaction, as the link would.
 */
const FALLBACK_HEIGHT =
  "h-[47rem] sm:h-[38rem] [@media(scripting:none)]:h-[65rem] sm:[@media(scripting:none)]:h-[55rem]";

export function CardEntry({ url, title }: { url: string; title: string }) {
  const { t } = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const navigate = useNavigate();
  const framedUrl = useMemo(() => {
    const framed = new URL(url);
    framed.searchParams.set("embedded", "1");
    return framed.toString();
  }, [url]);
  useEffect(() => {
    const origin = new URL(url).origin;
    let sent = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = { origin: event.origin, data: event.data };
      const next = cardFrameHeight(message, origin);
      if (next !== null) setHeight(next);
      const transactionId = cardPageDone(message, origin);
      if (transactionId !== null && !sent) {
        sent = true;
        void navigate(cardReturnPath(window.location, transactionId));
      }
    };
    window.addEventListener("message", onMessage);
    // The page reports its height when it loads; if that was before we listened, ask it again.
    frame.current?.contentWindow?.postMessage({ type: CARD_PAGE_HEIGHT_REQUEST }, origin);
    return () => window.removeEventListener("message", onMessage);
  }, [url, navigate]);
  return (
    <div className="grid gap-2" data-testid="card-entry">
      <iframe
        // A new card page (another transaction) is a new frame, not a new entry in the frame's history.
        key={framedUrl}
        ref={frame}
        src={framedUrl}
        title={title}
        // Until the page tells its height: the form's. Without scripting the frame stays so, and the card
        // page's answers come into it, so it is tall enough for the form with its errors and button.
        className={`w-full rounded-xl border border-black/10 bg-white ${height === null ? FALLBACK_HEIGHT : ""}`}
        style={height === null ? undefined : { height }}
        data-sized={height === null ? undefined : "content"}
        // Its form posts in the frame; only its links (a click) take the whole window back to the checkout.
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
