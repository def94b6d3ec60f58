import { GENDERS, nicknameSchema, type Gender } from '@aura/contracts';
import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { profileSubmitted, type BirthdayInput } from '../flows/profile/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { BirthdayPicker } from './birthday-picker.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { selectProfile, selectProfileFlow } from '../selectors.ts';

export interface ProfileCompletionProps {
  /** The clock the year list and the age check follow; the browser's unless a story or test fixes it. */
  now?: () => number;
}

function birthdayOf(iso: string | undefined): BirthdayInput {
  const [year, month, day] = iso?.split('-').map(Number) ?? [];
  return { year, month, day };
}

/**
 * What a new account tells before it starts (spec §5): nickname, gender and birthday (neither can be changed
 * after selection), and the 18+ confirmation. Under 18 is refused with the spec's words.
 */
export function ProfileCompletion({ now = Date.now }: ProfileCompletionProps) {
  const { t } = useTranslation(['app', 'base']);
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectProfileFlow);
  const profile = useSelector(selectProfile);
  const [nickname, setNickname] = useState(profile?.nickname ?? '');
  const [gender, setGender] = useState<Gender | undefined>(profile?.gender);
  const [birthday, setBirthday] = useState(() => birthdayOf(profile?.birthday));
  const [adultConfirmed, setAdultConfirmed] = useState(profile?.adultConfirmed ?? false);
  const finalWarning = t('base:profile.cannotChangeAfterSelection');
  return (
    <AuthForm
      onSubmit={() => dispatch(profileSubmitted({ nickname, gender, birthday, adultConfirmed }))}
      error={flow.error}
      intro={<p className="aura-auth-text">{t('auth.profile.intro')}</p>}
      submitLabel={t('auth.profile.save')}
      busy={flow.pending}
    >
      <TextField
        label={t('auth.profile.nickname')}
        autoComplete="nickname"
        maxLength={nicknameSchema.maxLength ?? undefined}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={text(flow.fieldErrors.nickname)}
        required
      />
      <ChoiceGroup
        legend={t('auth.profile.gender')}
        value={gender}
        choices={[
          { value: GENDERS.male, label: t('auth.profile.male') },
          { value: GENDERS.female, label: t('auth.profile.female') },
        ]}
        onChange={setGender}
        hint={finalWarning}
        error={text(flow.fieldErrors.gender)}
        disabled={profile?.gender !== undefined}
      />
      <BirthdayPicker
        value={birthday}
        onChange={setBirthday}
        now={now()}
        hint={finalWarning}
        error={text(flow.fieldErrors.birthday)}
        disabled={profile?.birthday !== undefined && profile.birthdayChangesLeft === 0}
      />
      <div className="aura-auth-field">
        <label className="aura-auth-choice">
          <input
            type="checkbox"
            checked={adultConfirmed}
            aria-invalid={flow.fieldErrors.adult ? true : undefined}
            aria-describedby={flow.fieldErrors.adult ? 'aura-profile-adult-error' : undefined}
            onChange={(event) => setAdultConfirmed(event.target.checked)}
          />
          {t('base:profile.confirmAge', MESSAGE_VALUES['base:profile.confirmAge'])}
        </label>
        {flow.fieldErrors.adult && (
          <p className="aura-auth-error" id="aura-profile-adult-error">
            {text(flow.fieldErrors.adult)}
          </p>
        )}
      </div>
    </AuthForm>
  );
}
