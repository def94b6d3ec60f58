import { IM_LIMITS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useState, type FormEvent } from 'react';

export interface ComposerProps {
  onSend: (text: string) => void;
  /** The field holds text (true) or not (false), on every change: the other side's "typing". */
  onTyping?: (typing: boolean) => void;
  /** Why nothing can be sent now (the lock until a reply, a removal), shown instead of the field. */
  disabledReason?: string;
  /** A photo was chosen (the Photo button); without it there is no such button. */
  onImage?: (file: File) => void;
}

/** The message field, a photo to send and Send; Enter sends, an empty text does not. */
export function Composer({ onSend, onTyping, disabledReason, onImage }: ComposerProps) {
  const { t } = useTranslation('webChat');
  const [text, setText] = useState('');
  if (disabledReason) return <p className="im-composer-locked">{disabledReason}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend(trimmed);
    setText('');
    onTyping?.(false);
  };
  return (
    <form className="im-composer" onSubmit={submit}>
      <input
        className="im-composer-field"
        aria-label={t('composer.placeholder')}
        placeholder={t('composer.placeholder')}
        maxLength={IM_LIMITS.maxTextLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTyping?.(event.target.value.trim().length > 0);
        }}
      />
      {onImage && (
        <label className="im-composer-photo">
          <span>{t('composer.sendPhoto')}</span>
          <input
            type="file"
            accept="image/*"
            className="aura-visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onImage(file);
            }}
          />
        </label>
      )}
      <Button type="submit" disabled={!text.trim()}>
        {t('composer.send')}
      </Button>
    </form>
  );
}
