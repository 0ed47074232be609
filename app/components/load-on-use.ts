/** A module loaded on first use: see loadOnUse. */
export type LoadOnUse<Module> = {
  current: () => Module | null;
  load: () => Promise<Module>;
};

/**
 * A module the page loads on first use instead of with the page: `load()` starts it once (call it
 * on a sign of intent, such as focus or a pointer over the part that needs it), `current()` is the
 * module once it is there, for code that must answer synchronously meanwhile.
 */
export function loadOnUse<Module>(importer: () => Promise<Module>): LoadOnUse<Module> {
  let module: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    current: (): Module | null => module,
    load(): Promise<Module> {
      loading ??= importer().then((loaded) => {
        module = loaded;
        return loaded;
      });
      return loading;
    },
  };
}
