import { Outlet } from "react-router";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The admin area, served only on `admin.<brand host>` (see the language layout). */
export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-testid="admin-area">
      <Outlet />
    </div>
  );
}
