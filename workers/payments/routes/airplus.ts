import { airplusCardsQuerySchema, dbiDefinitionQuerySchema } from "../../../shared/payments/payments-contract";
import { parseQuery } from "../http/parse";
import { json, PaymentsError } from "../http/responses";
import { airplusDataFor } from "../sandbox/airplus-data";
import type { Handler } from "./context";

function lookup(ibeUid: string) {
  const found = airplusDataFor(ibeUid);
  if (!found.ok) throw new PaymentsError(found.code, "AirPlus is not enabled for this tenant");
  return found.data;
}

/** GET /v1/airplus/dbi-definition?ibeUid= (getDbiDefinition). */
export const handleDbiDefinition: Handler = async (_request, _params, context) => {
  const { ibeUid } = parseQuery(context.url, dbiDefinitionQuerySchema);
  return json({ ibeUid, fields: lookup(ibeUid).dbi });
};

/** GET /v1/airplus/cards?ibeUid=&companyId= (getCardNumbers): masked saved cards of one company of the tenant. */
export const handleAirplusCards: Handler = async (_request, _params, context) => {
  const { ibeUid, companyId } = parseQuery(context.url, airplusCardsQuerySchema);
  const company = lookup(ibeUid).companies.find((candidate) => candidate.id === companyId);
  if (!company) throw new PaymentsError("not_found", "Company not found");
  return json({ ibeUid, companyId, companyName: company.name, cards: company.cards });
};
