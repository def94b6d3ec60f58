import { button, consentDialog, element } from './dom.ts';
import { withCount, type ConsentTexts } from './texts.ts';

export interface FirstLayerActions {
  acceptAll: () => void;
  rejectAll: () => void;
  manage: () => void;
}

/**
 * The TCF first layer for a visitor of an EU consent country: the number of vendors, Accept all, Reject all and
 * Manage, as equal choices. Returns the dialog; the caller removes it once a choice is stored.
 */
export function mountFirstLayer(
  doc: Document,
  texts: ConsentTexts,
  vendorCount: number,
  cookiePolicyUrl: string,
  actions: FirstLayerActions,
): HTMLElement {
  const dialog = consentDialog(doc, 'first-layer', texts.title);
  const text = element(doc, 'p', `${withCount(texts.firstLayerText, vendorCount)} `);
  const link = element(doc, 'a', texts.cookiePolicy);
  link.href = cookiePolicyUrl;
  text.appendChild(link);
  const actionsRow = element(doc, 'div', undefined, 'aura-consent-actions');
  actionsRow.append(
    button(doc, texts.acceptAll, actions.acceptAll, true),
    button(doc, texts.rejectAll, actions.rejectAll, true),
    button(doc, texts.manage, actions.manage),
  );
  dialog.append(text, actionsRow);
  doc.body.appendChild(dialog);
  return dialog;
}
