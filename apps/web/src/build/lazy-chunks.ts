import type { Plugin } from 'vite';

export interface LazyPackage {
  /** The npm package that must never load with the entry (its modules under `node_modules/<name>/`). */
  name: string;
  /** The app uses it: it must be in some chunk, or the check would pass for a package that is not there at all. */
  required: boolean;
}

const belongsTo = (moduleId: string, name: string) =>
  moduleId.replaceAll('\\', '/').includes(`/node_modules/${name}/`);

/**
 * Fails the build when one of `packages` lands in a chunk loaded with the page: an entry chunk or any chunk an
 * entry imports statically (what the page loads and preloads before anything runs). They may only be reached through
 * a dynamic `import()`, as a chunk of their own (docs/rtc-call.md: the Agora SDKs).
 */
export function lazyChunks(packages: LazyPackage[]): Plugin {
  return {
    name: 'aura:lazy-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const eager = new Set<string>();
      const visit = (fileName: string) => {
        if (eager.has(fileName)) return;
        eager.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

      const problems: string[] = [];
      for (const { name, required } of packages) {
        const holders = chunks.filter((chunk) => chunk.moduleIds.some((id) => belongsTo(id, name)));
        const loadedWithPage = holders.filter((chunk) => eager.has(chunk.fileName));
        if (loadedWithPage.length > 0) {
          problems.push(
            `${name} is loaded with the page (in ${loadedWithPage.map((c) => c.fileName).join(', ')}): reach it through import() only`,
          );
        }
        if (required && holders.length === 0) problems.push(`${name} is in no chunk of the build`);
      }
      if (problems.length > 0) this.error(`lazy chunks: ${problems.join('; ')}`);
    },
  };
}
