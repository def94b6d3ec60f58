import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { captchaRequested, refundFormOpened, refundSubmitted } from '../slice.ts';
import { CAPTCHA_IMAGE, order, refundReport } from '../testing/fixtures.ts';
import { RefundReportPage } from './refund-report-page.tsx';

const ready = {
  orders: { status: 'ready' as const, list: [order({ orderNo: 'AO2' }), order({ orderNo: 'AO1' })] },
  refund: {
    captcha: { status: 'ready' as const, captchaId: 'c1', image: CAPTCHA_IMAGE },
    submitting: false,
    error: undefined,
    filed: undefined,
  },
};

describe('RefundReportPage', () => {
  it('sends order, category, description and the captcha; asks for another picture', async () => {
    const { store, user } = await renderWithShop(<RefundReportPage orderNo="AO1" />, { shop: ready });
    expect(store.actions.filter(refundFormOpened.match)).toHaveLength(1);
    expect(screen.getByText('Card orders are refunded within 14 days.')).toBeVisible();
    expect(screen.getByLabelText('Order')).toHaveValue('AO1');
    await user.selectOptions(screen.getByLabelText('Issue category'), 'Charged twice');
    await user.type(screen.getByLabelText('Describe the issue'), 'Two charges on my card.');
    expect(screen.getByRole('img', { name: 'Verification code picture' })).toHaveAttribute(
      'src',
      CAPTCHA_IMAGE,
    );
    await user.type(screen.getByLabelText(/Verification code/, { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(store.actions.filter(refundSubmitted.match).map((action) => action.payload)).toEqual([
      { orderNo: 'AO1', category: 'chargedTwice', description: 'Two charges on my card.', captcha: '12345' },
    ]);
    await user.click(screen.getByRole('button', { name: 'New code' }));
    expect(store.actions.filter(captchaRequested.match)).toHaveLength(1);
  });

  it("shows the spec's words for a wrong code", async () => {
    await renderWithShop(<RefundReportPage />, {
      shop: {
        ...ready,
        refund: { ...ready.refund, error: { key: 'base:errors.incorrectVerificationCode' } },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect verification code, please try again.');
  });

  it('says a filed report was received, with the promise and the way to the reports', async () => {
    await renderWithShop(<RefundReportPage />, {
      shop: { ...ready, refund: { ...ready.refund, filed: refundReport() } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your report has been submitted.');
    expect(screen.getByRole('link', { name: 'My refund reports' })).toHaveAttribute('href', '/refundBack');
  });
});
