import { afterEach, describe, expect, it } from 'vitest';
import { createVendorLoader, mayLoad } from './loader.ts';
import type { ConsentRecord } from './record.ts';

const vendor = { vendorId: 755, src: 'https://vendor.example/tag.js', purposes: [1, 8] };
const record = (purposes: number[], vendors: number[]): ConsentRecord => ({
  version: 1,
  tcString: 'x',
  vendorListVersion: 7,
  purposes,
  vendors,
  specialFeatures: [],
  outcome: 'part',
  at: 0,
});

afterEach(() => document.head.querySelectorAll('script').forEach((node) => node.remove()));

describe('the vendor loader', () => {
  it('loads nothing before an EU choice, and then only a consented vendor with all its purposes', () => {
    expect(mayLoad(vendor, { required: true, record: undefined })).toBe(false);
    expect(mayLoad(vendor, { required: true, record: record([1, 8], []) })).toBe(false);
    expect(mayLoad(vendor, { required: true, record: record([1], [755]) })).toBe(false);
    expect(mayLoad(vendor, { required: true, record: record([1, 8], [755]) })).toBe(true);
    expect(mayLoad(vendor, { required: false })).toBe(true);
  });

  it('adds each allowed script once', () => {
    const loader = createVendorLoader(document, [vendor]);
    expect(loader.apply({ required: true, record: undefined })).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(loader.apply({ required: false })).toEqual([vendor.src]);
    expect(loader.apply({ required: false })).toEqual([]);
    expect(document.querySelectorAll('script[data-vendor="755"]')).toHaveLength(1);
  });
});
