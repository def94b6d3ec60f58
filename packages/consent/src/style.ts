import { MOBILE_MAX_WIDTH_PX } from '@aura/contracts';

const STYLE_ID = 'aura-consent-style';

// One small stylesheet for the popup, the first layer and the Manage layer: a bar at the bottom, a full-width
// sheet below spec §9's mobile width.
export const CONSENT_CSS =
  '.aura-consent{position:fixed;z-index:2147483000;inset-inline:16px;bottom:16px;max-width:640px;margin:0 auto;' +
  'max-height:calc(100vh - 32px);overflow:auto;box-sizing:border-box;padding:16px 20px;border-radius:12px;' +
  'background:#fff;color:#1a1a1a;font:14px/1.45 system-ui,sans-serif;box-shadow:0 4px 24px rgba(0,0,0,.25)}' +
  '.aura-consent h2{margin:0 0 8px;font-size:17px}.aura-consent p{margin:0 0 12px}' +
  '.aura-consent a{color:#5b21b6}.aura-consent-actions{display:flex;flex-wrap:wrap;gap:8px}' +
  '.aura-consent button{flex:1 1 auto;min-height:44px;padding:8px 16px;border-radius:8px;border:1px solid #5b21b6;' +
  'background:#fff;color:#5b21b6;font:inherit;font-weight:600;cursor:pointer}' +
  '.aura-consent button.aura-consent-primary{background:#5b21b6;color:#fff}' +
  '.aura-consent fieldset{border:0;margin:0 0 12px;padding:0}.aura-consent legend{font-weight:600;margin-bottom:4px}' +
  '.aura-consent label{display:flex;gap:8px;align-items:flex-start;padding:4px 0}' +
  '.aura-consent-vendors{max-height:40vh;overflow:auto}' +
  `@media (max-width:${MOBILE_MAX_WIDTH_PX - 1}px){` +
  '.aura-consent{inset-inline:0;bottom:0;border-radius:12px 12px 0 0}' +
  '.aura-consent-actions{flex-direction:column}}';

/**
 * Adds the consent layers' stylesheet to the page once. The web app calls it; the landing puts `CONSENT_CSS` into
 * its prerendered pages' styles instead, which keeps it out of the 5 kB script.
 */
export function injectConsentStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CONSENT_CSS;
  doc.head.appendChild(style);
}
