/**
 * The ids an edit's rate plans get (PUT company-codes/:id with `plans`): a listed id of the code's own
 * plans keeps that plan (once: a repeated id is a new plan), any other plan gets a new id, so an id
 * from another code can never reach into it. The code's plans whose ids are not kept are removed.
 */
export function planIdsForEdit(
  storedIds: readonly string[],
  plans: readonly { id?: string | undefined }[],
  newId: () => string,
): string[] {
  const unclaimed = new Set(storedIds);
  return plans.map((plan) => (plan.id && unclaimed.delete(plan.id) ? plan.id : newId()));
}
