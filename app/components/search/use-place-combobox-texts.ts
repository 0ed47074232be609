import { useT } from "../../i18n/use-t";
import type { PlaceComboboxTexts } from "./place-combobox";

/** The place combobox's texts in the page's language (the search form and the enquiry form). */
export function usePlaceComboboxTexts(): PlaceComboboxTexts {
  const { t } = useT();
  return {
    listLabel: t("searchForm.placeSuggestionsLabel"),
    suggestionsAvailable: (count) => t("searchForm.placeSuggestions", { count }),
    noSuggestions: t("searchForm.noPlaceSuggestions"),
  };
}
