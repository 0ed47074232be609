import { LateIsland } from "../late-island";
import { loadOnUse } from "../load-on-use";
import type { StayBoxProps } from "./stay-box";

const stayBox = loadOnUse(() => import("./stay-box"));

/** For a client navigation to an apartment page: the stay box's code loads with the page's data. */
export const loadStayBox = () => stayBox.load();

/**
 * The stay box, its code (the date picker, the price breakdown, the rate choice) loaded when the
 * visitor reaches for it (LateIsland). Until then the server's HTML works as without JavaScript: the
 * stay form's GET re-prices the page, the Book form posts.
 */
export function LateStayBox({ data, ...props }: StayBoxProps & { data: unknown }) {
  return (
    <LateIsland code={stayBox} data={data}>
      {({ StayBox }) => <StayBox {...props} />}
    </LateIsland>
  );
}
