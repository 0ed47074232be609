import type { RouterContextProvider } from "react-router";
import type { DbiField } from "../../../shared/payments/dbi";
import { type AirplusCard, companyIdSchema } from "../../../shared/payments/payments-contract";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";

type Context = Readonly<RouterContextProvider>;

export type AirplusCompany = { id: string; name: string; cards: AirplusCard[] };

export type AirplusOptions = {
  /** The tenant's DBI fields (getDbiDefinition); empty when the service could not be asked. */
  fields: DbiField[];
  /** The company whose saved cards were looked up (getCardNumbers), when a valid id was given. */
  company: AirplusCompany | null;
  /** "checkout.payment.companyNotFound" when a company id was given but is unknown. */
  companyError: "checkout.payment.companyNotFound" | null;
  available: boolean;
};

/** The AirPlus part of the payment step: DBI fields and, for a company id, its saved cards. */
export async function airplusOptions(context: Context, companyId: string | null): Promise<AirplusOptions> {
  const { tenant } = context.get(tenantContext);
  const client = adaptersOf(context).payments;
  const id = companyId?.trim() ? companyIdSchema.safeParse(companyId.trim()) : null;
  const [definition, cards] = await Promise.all([
    client.getDbiDefinition(tenant.ibeUid),
    id?.success ? client.getCardNumbers(tenant.ibeUid, id.data) : Promise.resolve(null),
  ]);
  const company = cards?.ok
    ? { id: cards.data.companyId, name: cards.data.companyName, cards: cards.data.cards }
    : null;
  return {
    fields: definition.ok ? definition.data.fields : [],
    company,
    companyError: companyId?.trim() && !company ? "checkout.payment.companyNotFound" : null,
    available: definition.ok,
  };
}
