// The lazily loaded chunk: the encoder, the CMP API and the Manage layer.
export { acceptAllChoice, encodeChoice, REJECT_ALL_CHOICE, updateCmpApi, vendorListModel } from './tcf.ts';
export { mountManageLayer } from './manage-layer.ts';
