import type { ReactNode } from "react";

/** One changed field of a recorded change: its name and its values before and after, as shown. */
export type BeforeAfterRow = { key: string; field: ReactNode; before: ReactNode; after: ReactNode };

/** A change's fields, each with the value it had struck through and the value it got (a history entry's body). */
export function BeforeAfterTable({
  rows,
  headings,
}: {
  rows: readonly BeforeAfterRow[];
  headings: { field: string; before: string; after: string };
}) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th>{headings.field}</th>
          <th>{headings.before}</th>
          <th>{headings.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="align-top">
            <th scope="row" className="w-1/4 py-0.5 pr-2 font-semibold [overflow-wrap:anywhere]">
              {row.field}
            </th>
            <td className="py-0.5 pr-2 text-ink/70 [overflow-wrap:anywhere]">
              <del>{row.before}</del>
            </td>
            <td className="py-0.5 [overflow-wrap:anywhere]">→ {row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
