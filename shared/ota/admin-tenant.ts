import { z } from "zod";
import { ibeUidSchema } from "./common";

/**
 * PUT /api/admin/tenants/:ibeUid (the platform's admin token only): the OTA learns of a brand, or of
 * its new name, before it sells (docs/decisions/0120). Repeating it is harmless.
 */
export const putTenantRequestSchema = z.object({ name: z.string().trim().min(1).max(200) });
export type PutTenantRequest = z.infer<typeof putTenantRequestSchema>;

export const otaTenantSchema = z.object({ ibeUid: ibeUidSchema, name: z.string() });
export type OtaTenant = z.infer<typeof otaTenantSchema>;
