import { searchFormSchema } from "../../domain/search/search-form-schema";
import { parseWithSchema } from "../../forms/parse-with-schema";

/**
 * What the search form needs once the visitor uses it: the zod schema's check (the same one the
 * server runs) and the search route builder. Loaded on first focus, not with the page.
 */
export { buildSearchRoute } from "../../domain/search/search-route";

export function validateSearchForm(formData: FormData) {
  return parseWithSchema(formData, searchFormSchema);
}
