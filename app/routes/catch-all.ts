import { data } from "react-router";

/** Paths outside `/:lng` are not pages; the root error boundary shows the translated 404. */
export function loader() {
  throw data(null, { status: 404 });
}
