import type { ConsentRecord } from './record.ts';

/** A third-party script the page loads only with consent (or outside the EU consent countries). */
export interface VendorScript {
  /** The vendor's id in the IAB Global Vendor List. */
  vendorId: number;
  src: string;
  /** The TCF purposes it needs consent for. */
  purposes: number[];
}

/** What the loader may go by: consent not required, nothing decided yet, or a stored choice. */
export type LoaderDecision = { required: false } | { required: true; record: ConsentRecord | undefined };

/** Whether `vendor` may load under `decision`: never before an EU choice, and then only what it consented. */
export function mayLoad(vendor: VendorScript, decision: LoaderDecision): boolean {
  if (!decision.required) return true;
  const { record } = decision;
  if (!record) return false;
  return (
    record.vendors.includes(vendor.vendorId) && vendor.purposes.every((id) => record.purposes.includes(id))
  );
}

/**
 * Adds a `<script async>` for each vendor script the decision allows, once; nothing else. A withdrawn consent
 * cannot unload a script that ran: the page reloads after a withdrawal (see `startConsent`).
 */
export function createVendorLoader(doc: Document, vendors: readonly VendorScript[]) {
  const loaded = new Set<string>();
  return {
    apply(decision: LoaderDecision): string[] {
      const added: string[] = [];
      for (const vendor of vendors) {
        if (loaded.has(vendor.src) || !mayLoad(vendor, decision)) continue;
        const script = doc.createElement('script');
        script.async = true;
        script.src = vendor.src;
        script.dataset.vendor = String(vendor.vendorId);
        doc.head.appendChild(script);
        loaded.add(vendor.src);
        added.push(vendor.src);
      }
      return added;
    },
    loaded: (): string[] => [...loaded],
  };
}
export type VendorLoader = ReturnType<typeof createVendorLoader>;
