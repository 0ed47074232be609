import type { ComponentProps } from "react";

/** The props conform's getInputProps gives a field, as the search form's custom fields take them. */
export type ConformInputProps = ComponentProps<"input"> & { id: string; name: string };

/** The props to spread on an element: React takes `key` apart, so it must not be spread. */
export function withoutKey({ key: _key, ...props }: ConformInputProps): Omit<ConformInputProps, "key"> {
  return props;
}
