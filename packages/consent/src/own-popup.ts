import { button, consentDialog, element } from './dom.ts';
import type { ConsentTexts } from './texts.ts';

/** The product's own cookie popup outside the EU consent countries, shown until Accept (spec §4). */
export function mountOwnPopup(
  doc: Document,
  texts: ConsentTexts,
  cookiePolicyUrl: string,
  accept: () => void,
): HTMLElement {
  const dialog = consentDialog(doc, 'popup', texts.cookiePolicy);
  const text = element(doc, 'p', `${texts.popupText} `);
  const link = element(doc, 'a', texts.cookiePolicy);
  link.href = cookiePolicyUrl;
  text.appendChild(link);
  const actionsRow = element(doc, 'div', undefined, 'aura-consent-actions');
  actionsRow.append(button(doc, texts.popupAccept, accept, true));
  dialog.append(text, actionsRow);
  doc.body.appendChild(dialog);
  return dialog;
}
