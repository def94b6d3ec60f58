// The sandbox PSP's hosted pages (docs/payments.md): the checkout with its card form, and the 3-D Secure
// challenge. Plain HTML with no script, as the gateway's policy wants; English only, as a PSP's page of its own.
import type { CardField, CardForm } from './cards.ts';
import { TEST_CARDS } from './cards.ts';
import type { SandboxPayment } from './events.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const FIELDS: { name: CardField; label: string; autocomplete: string; type?: string; error: string }[] = [
  { name: 'name', label: 'Full name', autocomplete: 'cc-name', error: 'Enter the name on the card.' },
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', error: 'Enter a valid card number.' },
  { name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', error: 'Enter a valid expiry date.' },
  { name: 'cvv', label: 'Security code', autocomplete: 'cc-csc', error: 'Enter a valid security code.' },
  {
    name: 'email',
    label: 'Billing e-mail',
    autocomplete: 'email',
    type: 'email',
    error: 'Enter a valid e-mail address.',
  },
];

function frame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox PSP</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 28rem; padding: 1rem; color: #1b1726; }
  h1 { font-size: 1.3rem; } .note, .cards { color: #5b5670; font-size: 0.85rem; }
  label { display: block; margin: 0.6rem 0 0.2rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #b9b4c8; border-radius: 6px; }
  .error { color: #b42318; font-size: 0.85rem; margin: 0.2rem 0 0; }
  button { margin-top: 1rem; padding: 0.6rem 1rem; font: inherit; border: 0; border-radius: 6px; background: #6d28d9; color: #fff; width: 100%; }
  button.secondary { background: #e9e6f0; color: #1b1726; }
  code { font-size: 0.85rem; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

function money(amount: number, currency: string): string {
  return `${(amount / 100).toFixed(2)} ${escape(currency)}`;
}

/** The checkout page: the amount, the card form (with what was wrong in it), the test cards, a cancel button. */
export function checkoutPage(
  payment: SandboxPayment,
  base: string,
  previous?: { form: Partial<CardForm>; errors: CardField[] },
): string {
  if (payment.status !== 'waiting') return donePage(payment);
  if (payment.mode === 'wallet') return walletPage(payment, base);
  const inputs = FIELDS.map(({ name, label, autocomplete, type, error }) => {
    const wrong = previous?.errors.includes(name) ?? false;
    // The number and the CVV are never echoed back into the page.
    const value = name === 'number' || name === 'cvv' ? '' : (previous?.form[name] ?? '');
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type ?? 'text'}" autocomplete="${autocomplete}" value="${escape(value)}"${wrong ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''} required>
${wrong ? `<p class="error" id="${name}-error">${error}</p>` : ''}`;
  }).join('\n');
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([number, scenario]) => `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${scenario}</li>`,
    )
    .join('');
  const setup = payment.mode === 'setup';
  // A setup (paymentInfoAdd) is the card form alone: no money, no wallet or voucher.
  return frame(
    setup ? 'Save a card' : 'Checkout',
    `<h1>${setup ? 'Save a card for Aura' : `Pay Aura ${money(payment.amount, payment.currency)}`}</h1>
<p class="note">Sandbox PSP: no money moves. Card details go no further than this page.${setup ? ' Nothing is charged now: the card is kept for later payments.' : ''}</p>
<form method="post" action="${base}/checkout/${payment.id}" novalidate>
${inputs}
<button type="submit">${setup ? 'Save card' : `Pay ${money(payment.amount, payment.currency)}`}</button>
</form>
${setup ? '' : walletAndVoucher(payment, base)}<form method="post" action="${base}/checkout/${payment.id}/cancel">
<button type="submit" class="secondary">Cancel and return</button>
</form>
<div class="cards"><p>Test cards (any future expiry, any CVV):</p><ul>${cards}</ul></div>`,
  );
}

function walletAndVoucher(payment: SandboxPayment, base: string): string {
  return `${walletButton(payment, base)}<form method="post" action="${base}/checkout/${payment.id}/voucher">
<button type="submit" class="secondary">Pay with a local method (voucher)</button>
</form>
`;
}

function walletButton(payment: SandboxPayment, base: string): string {
  return `<form method="post" action="${base}/checkout/${payment.id}/wallet">
<button type="submit" class="secondary">Pay with the sandbox wallet (Apple Pay)</button>
</form>
`;
}

/** The wallet's sheet alone (a checkout opened for the wallet: the app's appplePay page chose it). */
function walletPage(payment: SandboxPayment, base: string): string {
  return frame(
    'Wallet',
    `<h1>Pay Aura ${money(payment.amount, payment.currency)}</h1>
<p class="note">Sandbox PSP: the sandbox wallet stands in for Apple Pay. No money moves.</p>
${walletButton(payment, base)}<form method="post" action="${base}/checkout/${payment.id}/cancel">
<button type="submit" class="secondary">Cancel and return</button>
</form>`,
  );
}

/** The 3-D Secure challenge: the bank's page, passed or failed by the user. */
export function challengePage(payment: SandboxPayment, base: string): string {
  if (payment.status !== 'requires_action') return donePage(payment);
  return frame(
    '3-D Secure',
    `<h1>Confirm your payment</h1>
<p>${payment.mode === 'setup' ? 'Your bank asks you to confirm saving this card for Aura.' : `Your bank asks you to confirm a payment of ${money(payment.amount, payment.currency)} to Aura.`}</p>
<form method="post" action="${base}/challenge/${payment.id}">
<button type="submit" name="result" value="pass">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

function donePage(payment: SandboxPayment): string {
  return frame(
    'Checkout',
    `<h1>This checkout is over</h1>
<p>Status: ${escape(payment.status)}.</p>
<p><a href="${escape(payment.returnUrl)}">Return to the merchant</a></p>`,
  );
}

/** The reference a voucher is paid with (its payment's id, shortened as a shop's till would take it). */
export const voucherReference = (paymentId: string) => paymentId.slice(-8).toUpperCase();

/** The local method's voucher: its reference and amount, and the customer paying it (later, at a shop or bank). */
export function voucherPage(payment: SandboxPayment, base: string): string {
  if (payment.status !== 'processing' || payment.settlesAs !== 'expired') return donePage(payment);
  return frame(
    'Voucher',
    `<h1>Voucher ${escape(voucherReference(payment.id))}</h1>
<p>Pay ${money(payment.amount, payment.currency)} at any partner shop or bank before ${escape(payment.settleAt?.toISOString() ?? '')}.</p>
<form method="post" action="${base}/voucher/${payment.id}">
<button type="submit">Pay this voucher</button>
</form>`,
  );
}
