import { z } from "zod";
import {
  currencySchema,
  guestsSchema,
  ibeUidSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageSchema,
} from "./common";
import { searchPageQuerySchema, searchPageSchema } from "./search-page";

export const FIND_OFFERS_MAX_RADIUS_KM = 100;
export const FIND_OFFERS_DEFAULT_LIMIT = 1000;
export const FIND_OFFERS_MAX_LIMIT = 5000;

export const findOffersParamsSchema = z.object({
  ibeUid: ibeUidSchema,
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  /** Kilometres around lat/long. */
  radius: z.number().positive().max(FIND_OFFERS_MAX_RADIUS_KM),
  from: isoDateSchema,
  to: isoDateSchema,
  guests: guestsSchema,
  /** Display currency the caller prefers. The embedded OTA answers in each property's currency. */
  currency: currencySchema,
  language: languageSchema,
  rfpId: idSchema.optional(),
  rfpOfferId: idSchema.optional(),
  /** A company code as typed: each listing's rates include the company's negotiated rate when it is valid. */
  companyCode: z.string().max(64).optional(),
});
export type FindOffersParams = z.infer<typeof findOffersParamsSchema>;

export const findOffersRequestSchema = z.object({
  params: findOffersParamsSchema,
  /** Free-form page context (page id, url, ...). Kept for logging; it does not change the result. */
  pageProps: z.record(z.string(), z.unknown()).default({}),
  options: z
    .object({
      /** At most this many listings, the nearest first. */
      limit: z.int().min(1).max(FIND_OFFERS_MAX_LIMIT).default(FIND_OFFERS_DEFAULT_LIMIT),
      /**
       * A page of the search to answer with it (`page` of the answer), as the GET of the location's
       * `/page` would answer it: the search page's first view in one call (docs/decisions/0043). A
       * server that does not know it ignores it (and answers no page); it does not change the search.
       */
      firstPage: searchPageQuerySchema.optional(),
    })
    .default({ limit: FIND_OFFERS_DEFAULT_LIMIT }),
});
export type FindOffersRequest = z.input<typeof findOffersRequestSchema>;

export const findOffersResponseSchema = z.object({
  /** Absolute path (or URL) whose GET returns the listings array. */
  redirectLocation: z.string().min(1),
  /** How many listings wait there. */
  offers: z.int().min(0),
  /** Until when the result is kept. */
  expiresAt: isoDateTimeSchema,
  /**
   * The page `options.firstPage` asked for, as `GET <redirectLocation>/page` answers it. Absent when no
   * page was asked, for an enquiry's search (it has no pages), or from a server without the option.
   */
  page: searchPageSchema.optional(),
});
export type FindOffersResponse = z.infer<typeof findOffersResponseSchema>;
