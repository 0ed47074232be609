import { useTranslation } from "react-i18next";
import type { PlaceComboboxTexts } from "./place-combobox";

/** The place combobox's texts in the page's language (the search form and the enquiry form). */
export function usePlaceComboboxTexts(): PlaceComboboxTexts {
  const { t } = useTranslation();
  return {
    listLabel: t("searchForm.placeSuggestionsLabel"),
    suggestionsAvailable: (count) => t("searchForm.placeSuggestions", { count }),
    noSuggestions: t("searchForm.noPlaceSuggestions"),
  };
}
