/**
 * Demo accounts of the local identity provider. Roles follow the spec: `admin`,
 * `portal-backend-{tenant}:admin` for a tenant's admins, `portal-backend:admin` for the platform.
 * Sign in on the local provider's login page with the e-mail address; any password is accepted there.
 */
export const DEMO_USERS = [
  { sub: "guest-anna", email: "anna.gast@example.com", name: "Anna Gast", roles: [] as string[], tenant: "alpenstay" },
  { sub: "guest-tom", email: "tom.traveller@example.com", name: "Tom Traveller", roles: [], tenant: "harbourlofts" },
  {
    sub: "admin-alpenstay",
    email: "admin@alpenstay.example",
    name: "Alpenstay Admin",
    roles: ["portal-backend-alpenstay:admin"],
    tenant: "alpenstay",
  },
  {
    sub: "admin-harbourlofts",
    email: "admin@harbourlofts.example",
    name: "Harbour Lofts Admin",
    roles: ["portal-backend-harbourlofts:admin"],
    tenant: "harbourlofts",
  },
  {
    sub: "admin-citynest",
    email: "admin@citynest.example",
    name: "CityNest Admin",
    roles: ["portal-backend-citynest:admin"],
    tenant: "citynest",
  },
  {
    sub: "admin-platform",
    email: "admin@quartier.example",
    name: "Platform Admin",
    roles: ["portal-backend:admin"],
    tenant: "quartier",
  },
] as const;
