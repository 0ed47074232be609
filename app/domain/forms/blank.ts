/** Form and query values arrive as strings, or not at all: an empty one means absent. */
export const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
