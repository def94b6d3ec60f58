import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState, type FormEvent } from 'react';

export interface SearchFormProps {
  status: 'idle' | 'searching' | 'notFound' | 'failed';
  onSearch: (searchUserId: string) => void;
}

/** Finds a user by the search id on their profile (spec §2 search). */
export function SearchForm({ status, onSearch }: SearchFormProps) {
  const { t } = useTranslation('profile');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchUserId = value.trim();
    if (/^\d{1,19}$/.test(searchUserId)) onSearch(searchUserId);
  };
  const error =
    status === 'notFound' ? t('search.notFound') : status === 'failed' ? t('search.failed') : undefined;
  return (
    <form className="aura-profile-form" role="search" onSubmit={submit}>
      <TextField
        label={t('search.label')}
        hint={t('search.hint')}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        error={error}
      />
      <div className="aura-profile-actions">
        <Button type="submit" disabled={status === 'searching' || value.trim() === ''}>
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
