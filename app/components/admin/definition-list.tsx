/** Label-value pairs of a detail section; empty values are left out. */
export function DefinitionList({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value], i) => (
          <div key={i} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
