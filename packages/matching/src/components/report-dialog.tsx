import { PROFILE_LIMITS, REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, type ReportReason } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import { useState, type FormEvent } from 'react';
import type { ReportChoice, ReportState } from '../report-slice.ts';
import './report-dialog.css';

export interface ReportDialogProps {
  /** The report's state: open while it has a `target`. */
  report: ReportState;
  onSubmit: (choice: ReportChoice) => void;
  onClose: () => void;
}

/**
 * The report dialog of a call or a match (issue 18, spec §2 "report"): a reason, an optional comment of at most
 * `REPORT_TEXT_MAX_LENGTH` letters (spec §5), and "Block" so the two never meet again; then its outcome.
 */
export function ReportDialog({ report, onSubmit, onClose }: ReportDialogProps) {
  const { target, status } = report;
  const { t } = useTranslation();
  const name = target?.name ?? '';
  const done = status === 'sent';
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('report.title', { name })}
      description={done ? undefined : t('report.intro')}
      closeLabel={t('report.close')}
      size="sm"
      footer={
        done ? (
          <Button onClick={onClose}>{t('report.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" form="aura-report-form" disabled={status === 'sending'}>
              {status === 'sending' ? t('report.sending') : t('report.send')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p role="status">{report.blocked ? t('report.sentBlocked', { name }) : t('report.sent')}</p>
      ) : (
        // Keyed by the target, so a report of someone else starts from an empty form.
        <ReportForm
          key={`${target?.subject}:${target?.id}`}
          name={name}
          failed={status === 'failed'}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function ReportForm({
  name,
  failed,
  onSubmit,
}: {
  name: string;
  failed: boolean;
  onSubmit: (choice: ReportChoice) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>();
  const [comment, setComment] = useState('');
  const [block, setBlock] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onSubmit({ reason, block, ...(comment.trim() ? { comment } : {}) });
  };
  return (
    <form id="aura-report-form" className="aura-report-form" onSubmit={submit}>
      <fieldset>
        <legend>{t('report.reasonLabel')}</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className="aura-report-option">
            <input
              type="radio"
              name="reason"
              value={option}
              required
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {t(`report.reasons.${option}`, { age: PROFILE_LIMITS.minAge })}
          </label>
        ))}
      </fieldset>
      <label className="aura-report-comment">
        {t('report.commentLabel')}
        <textarea
          value={comment}
          maxLength={REPORT_TEXT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby="aura-report-comment-hint"
        />
        <small id="aura-report-comment-hint">
          {t('report.commentHint', { count: REPORT_TEXT_MAX_LENGTH, max: REPORT_TEXT_MAX_LENGTH })}
        </small>
      </label>
      <label className="aura-report-option aura-report-block">
        <input type="checkbox" checked={block} onChange={(event) => setBlock(event.target.checked)} />
        <span>
          {t('report.block', { name })}
          <small>{t('report.blockHint')}</small>
        </span>
      </label>
      {failed && <p role="alert">{t('report.failed')}</p>}
    </form>
  );
}
