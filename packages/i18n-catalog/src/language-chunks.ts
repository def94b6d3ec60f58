// The table of every language's namespace chunks, in a chunk of its own (i18n.ts's loadNamespace imports it on the
// first language other than English): the bundler writes one entry per file here, which the app's entry does not
// carry. Checked by loadNamespace (registered language, known namespace) before it comes here.

/** One namespace of one language, as a module whose default export is its JSON. */
export function importNamespace(locale: string, namespace: string): Promise<unknown> {
  return import(`./locales/${locale}/${namespace}.json`);
}
