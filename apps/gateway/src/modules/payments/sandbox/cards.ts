// The sandbox PSP's test cards (docs/payments.md): what each number does. Any expiry in the future, any CVV.
import cardValidator from 'card-validator';

export type CardScenario =
  | 'approve'
  | 'approve_then_decline'
  | 'decline'
  | 'insufficient_funds'
  | 'challenge'
  | 'processing_success'
  | 'processing_failure';

export const TEST_CARDS: Readonly<Record<string, CardScenario>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
  '4000000000000259': 'processing_success',
  '4000000000000267': 'processing_failure',
  // Approved at the checkout, declined whenever charged saved (a renewal): Stripe's card for a failed renewal.
  '4000000000000341': 'approve_then_decline',
};

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvv: string;
  email: string;
}

export type CardField = keyof CardForm;

export interface CheckedCard {
  scenario: CardScenario;
  brand: string;
  last4: string;
  /** MM/YY, as the form had it. */
  expiry: string;
}

/**
 * Checks the card form as a PSP's hosted page does (spec §5: full name, number, expiry, security code, billing
 * e-mail): the number's length and Luhn digit, the expiry in the future, the CVV's length for the brand. A valid card
 * that is no test card is declined. The number and the CVV go no further than this function.
 */
export function checkCard(form: CardForm): { card: CheckedCard } | { errors: CardField[] } {
  const errors: CardField[] = [];
  const number = form.number.replace(/[\s-]/g, '');
  const numberCheck = cardValidator.number(number);
  if (!form.name.trim() || !cardValidator.cardholderName(form.name.trim()).isValid) errors.push('name');
  if (!numberCheck.isValid) errors.push('number');
  if (!cardValidator.expirationDate(form.expiry.trim()).isValid) errors.push('expiry');
  const cvvLength = numberCheck.card?.code.size ?? 3;
  if (!cardValidator.cvv(form.cvv.trim(), cvvLength).isValid) errors.push('cvv');
  if (!/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(form.email.trim())) errors.push('email');
  if (errors.length > 0) return { errors };
  return {
    card: {
      scenario: TEST_CARDS[number] ?? 'decline',
      brand: numberCheck.card?.type ?? 'card',
      last4: number.slice(-4),
      expiry: form.expiry.trim(),
    },
  };
}
