/** A console page's lazy route: each a chunk of its own, like the layout and its texts (decision 084). */
export const adminPage = (load: () => Promise<Record<string, unknown>>, name: string) => async () => ({
  Component: (await load())[name] as () => React.ReactNode,
});
