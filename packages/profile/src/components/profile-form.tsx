import {
  CHAT_LANGUAGES,
  GENDERS,
  INTERESTS,
  PROFILE_LIMITS,
  SPOKEN_LANGUAGE_IDS,
  type Gender,
  type ProfileDetail,
} from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import type { ProfileEditInput } from '../api.ts';
import type { EditField, MessageRef } from '../slice.ts';
import { ChoiceList } from './choice-list.tsx';
import { useMessage, useText } from './use-message.ts';

export interface ProfileFormProps {
  /** One's own profile as loaded. */
  profile: ProfileDetail;
  saving?: boolean;
  saved?: boolean;
  errors?: Partial<Record<EditField, MessageRef>>;
  onSubmit: (input: ProfileEditInput) => void;
  /** A choice the rules refuse before any call (one language or interest too many). */
  onRefused: (field: EditField, error: MessageRef) => void;
}

type Translate = (key: string) => string;

/**
 * The profile edit (spec §5): nickname, gender (fixed once chosen), birthday (changeable once, then "Cannot change
 * after selection."), bio, up to 3 languages and 5 interests. The gateway checks every rule again.
 */
export function ProfileForm({ profile, saving, saved, errors = {}, onSubmit, onRefused }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'interest', 'language']);
  const text = useText();
  const label = t as unknown as Translate;
  const message = useMessage();
  const ids = { gender: useId(), birthday: useId(), bio: useId() };
  const [nickname, setNickname] = useState(profile.nickname);
  const [gender, setGender] = useState<Gender | undefined>(profile.gender);
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [bio, setBio] = useState(profile.bio);
  const [interests, setInterests] = useState<number[]>(profile.interests);
  const [languages, setLanguages] = useState<number[]>(profile.languages);
  const birthdayLocked = profile.birthday !== undefined && profile.birthdayChangesLeft === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      nickname,
      bio,
      interests: interests as ProfileEditInput['interests'],
      languages: languages as ProfileEditInput['languages'],
      ...(gender !== undefined ? { gender } : {}),
      ...(birthday && birthday !== profile.birthday ? { birthday } : {}),
    });
  };

  return (
    <form className="aura-profile-form" onSubmit={submit} noValidate>
      <TextField
        label={text('app:auth.profile.nickname')}
        value={nickname}
        maxLength={30}
        required
        onChange={(event) => setNickname(event.target.value)}
        error={message(errors.nickname)}
      />
      <div className="aura-profile-field">
        <label htmlFor={ids.gender}>{text('app:auth.profile.gender')}</label>
        <select
          id={ids.gender}
          value={gender ?? ''}
          disabled={profile.gender !== undefined}
          onChange={(event) => setGender(Number(event.target.value) as Gender)}
        >
          <option value="" disabled>
            {t('edit.chooseGender')}
          </option>
          <option value={GENDERS.male}>{text('app:auth.profile.male')}</option>
          <option value={GENDERS.female}>{text('app:auth.profile.female')}</option>
        </select>
        {profile.gender !== undefined && <p className="aura-profile-muted">{t('edit.genderFixed')}</p>}
        {errors.gender && (
          <p role="alert" className="aura-profile-error">
            {message(errors.gender)}
          </p>
        )}
      </div>
      <div className="aura-profile-field">
        <label htmlFor={ids.birthday}>{text('app:auth.profile.birthday')}</label>
        <input
          id={ids.birthday}
          type="date"
          value={birthday}
          disabled={birthdayLocked}
          onChange={(event) => setBirthday(event.target.value)}
        />
        <p className="aura-profile-muted">
          {birthdayLocked
            ? t('edit.birthdayLocked')
            : profile.birthday !== undefined &&
              t('edit.birthdayOnce', { count: profile.birthdayChangesLeft ?? 0 })}
        </p>
        {errors.birthday && (
          <p role="alert" className="aura-profile-error">
            {message(errors.birthday)}
          </p>
        )}
      </div>
      <div className="aura-profile-field">
        <label htmlFor={ids.bio}>{t('edit.bio')}</label>
        <textarea
          id={ids.bio}
          rows={3}
          value={bio}
          maxLength={PROFILE_LIMITS.maxBioLength}
          onChange={(event) => setBio(event.target.value)}
        />
        <p className="aura-profile-muted">
          {t('edit.bioHint', { count: PROFILE_LIMITS.maxBioLength, max: PROFILE_LIMITS.maxBioLength })}
        </p>
      </div>
      <ChoiceList
        legend={t('edit.interests')}
        choices={Object.values(INTERESTS).map((id) => ({ id, label: label(`interest:${id}`) }))}
        selected={interests}
        max={PROFILE_LIMITS.maxInterests}
        onChange={setInterests}
        onTooMany={() =>
          onRefused('interests', {
            key: 'base:profile.maxInterests',
            values: { count: PROFILE_LIMITS.maxInterests, max: PROFILE_LIMITS.maxInterests },
          })
        }
        error={message(errors.interests)}
      />
      <ChoiceList
        legend={t('edit.languages')}
        choices={CHAT_LANGUAGES.filter((language) => SPOKEN_LANGUAGE_IDS.includes(language.id)).map(
          (language) => ({ id: language.id, label: label(`language:${language.id}`) }),
        )}
        selected={languages}
        max={PROFILE_LIMITS.maxLanguages}
        onChange={setLanguages}
        onTooMany={() =>
          onRefused('languages', {
            key: 'base:profile.maxLanguages',
            values: { count: PROFILE_LIMITS.maxLanguages, max: PROFILE_LIMITS.maxLanguages },
          })
        }
        error={message(errors.languages)}
      />
      {errors.form && (
        <p role="alert" className="aura-profile-error">
          {message(errors.form)}
        </p>
      )}
      {saved && <p role="status">{t('edit.saved')}</p>}
      <div className="aura-profile-actions">
        <Button type="submit" disabled={saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
