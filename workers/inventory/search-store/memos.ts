import type { CellTypes } from "../repositories/placed-types";
import type { ApartmentRow, SearchFactsRow } from "../repositories/stored-rows";
import { GenerationRowMemo } from "./row-memo";

/** Search facts remembered in this isolate (docs/decisions/0048): ten searches of a thousand hits. */
export const searchFactsMemo = new GenerationRowMemo<SearchFactsRow>(10_000);

/** Listings' rows remembered in this isolate: the first pages of many searches, or two searches' whole listings. */
export const apartmentRowMemo = new GenerationRowMemo<ApartmentRow>(2_000);

/**
 * Placed types of whole cells remembered in this isolate (docs/decisions/0050): a few cities' worth at
 * 50,000 types (Berlin's 12 cells hold about 3,000), weighed by types.
 */
export const placedCellMemo = new GenerationRowMemo<CellTypes>(40_000, (cell) => cell.types.length);
