import type { RouterContextProvider } from "react-router";
import { APARTMENT_FEED_MAX_LIMIT } from "../../../shared/ota/apartment";
import type { Language } from "../../../shared/tenancy/tenant";
import { mediaUrl } from "../../components/media-url";
import {
  FEED_CONTENT_TYPE,
  FEED_TAIL,
  type FeedContext,
  feedHead,
  listingXml,
} from "../../domain/google/vacation-rental-feed";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";

/** Pages of the OTA's apartment feed read at most (100,000 apartment types); a longer feed is cut and logged. */
export const GOOGLE_FEED_MAX_PAGES = 500;

/**
 * The brand's Google vacation-rental feed in one language, streamed a page of the OTA's apartment feed
 * at a time (docs/decisions/0133). A listing that lacks a required field is left out and logged. The
 * first page is read before answering, so an OTA that fails answers 503; a later page that fails breaks
 * the stream, so Google keeps its last complete feed rather than reading a short one as removals.
 */
export async function googleFeedResponse(
  context: Readonly<RouterContextProvider>,
  language: Language,
  origin: string,
): Promise<Response> {
  const { tenant } = context.get(tenantContext);
  const ota = adaptersOf(context).ota;
  const feed: FeedContext = { language, origin, phone: tenant.contact.phone, imageUrl: mediaUrl };
  const read = (after?: string) =>
    ota.listApartmentFeed(tenant.ibeUid, { language, limit: APARTMENT_FEED_MAX_LIMIT, ...(after ? { after } : {}) });
  const first = await read();
  if (!first.ok) {
    logger.warn("google feed: apartment feed failed", { status: first.status, statusText: first.statusText });
    return new Response("The listing feed is not available, try again later.", {
      status: 503,
      headers: { "Retry-After": "300", "Cache-Control": "no-store" },
    });
  }
  const encoder = new TextEncoder();
  let page = first.data;
  let pages = 1;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(feedHead(language)));
    },
    async pull(controller) {
      let chunk = "";
      for (const apartment of page.apartments) {
        const listing = listingXml(apartment, feed);
        if (listing.ok) chunk += listing.xml;
        else
          logger.warn("google feed: listing left out", {
            apartmentTypeId: apartment.apartmentType.id,
            missing: listing.missing.join(","),
          });
      }
      if (chunk) controller.enqueue(encoder.encode(chunk));
      if (page.next === null || pages >= GOOGLE_FEED_MAX_PAGES) {
        if (page.next !== null) logger.warn("google feed: cut", { pages });
        controller.enqueue(encoder.encode(FEED_TAIL));
        controller.close();
        return;
      }
      const next = await read(page.next);
      if (!next.ok) {
        logger.warn("google feed: apartment feed failed", { status: next.status, statusText: next.statusText, pages });
        controller.error(new Error("apartment feed failed"));
        return;
      }
      page = next.data;
      pages++;
    },
  });
  return new Response(body, {
    headers: { "Content-Type": FEED_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
