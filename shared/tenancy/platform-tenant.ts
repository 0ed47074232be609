/** The platform's own brand: its admins run every brand and see every tenant's bookings. */
export const PLATFORM_TENANT_ID = "quartier";
