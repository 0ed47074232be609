/**
 * Demo accounts of the local identity provider, seeded into its user file on first start (docs/guides/local-development.md,
 * "Demo users", lists them too). Roles follow the spec: `admin`, `portal-backend-{tenant}:admin` for a
 * tenant's admins, `portal-backend:admin` for the platform. The passwords are public demo values.
 */
export type DemoUser = {
  sub: string;
  email: string;
  name: string;
  password: string;
  roles: readonly string[];
  tenant: string;
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: "guest-anna",
    email: "anna.gast@example.com",
    name: "Anna Gast",
    password: "anna-demo-2026",
    roles: [],
    tenant: "alpenstay",
  },
  {
    sub: "guest-tom",
    email: "tom.traveller@example.com",
    name: "Tom Traveller",
    password: "tom-demo-2026",
    roles: [],
    tenant: "harbourlofts",
  },
  {
    sub: "admin-alpenstay",
    email: "admin@alpenstay.example",
    name: "Alpenstay Admin",
    password: "alpenstay-admin-2026",
    roles: ["portal-backend-alpenstay:admin"],
    tenant: "alpenstay",
  },
  {
    sub: "admin-harbourlofts",
    email: "admin@harbourlofts.example",
    name: "Harbour Lofts Admin",
    password: "harbourlofts-admin-2026",
    roles: ["portal-backend-harbourlofts:admin"],
    tenant: "harbourlofts",
  },
  {
    sub: "admin-citynest",
    email: "admin@citynest.example",
    name: "CityNest Admin",
    password: "citynest-admin-2026",
    roles: ["portal-backend-citynest:admin"],
    tenant: "citynest",
  },
  {
    sub: "admin-platform",
    email: "admin@quartier.example",
    name: "Platform Admin",
    password: "platform-admin-2026",
    roles: ["portal-backend:admin"],
    tenant: "quartier",
  },
];
