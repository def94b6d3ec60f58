import { Button } from '@aura/ui-kit';
import type { ReactNode, Ref } from 'react';
import type { Message } from '../errors/message.ts';
import { FormAlert } from './form-alert.tsx';
import './auth-form.css';

export interface AuthFormProps {
  /** Sends the form; the browser's own submission is prevented. */
  onSubmit: () => void;
  /** The flow's failure, shown above the fields. */
  error: Message | undefined;
  /** What the screen says above the failure. */
  intro?: ReactNode;
  submitLabel: string;
  /** The form is being sent: the submit button shows it. */
  busy: boolean;
  /** Buttons in one column with the submit button, under it. */
  actions?: ReactNode;
  /** Small buttons in a row under the rest. */
  links?: ReactNode;
  ref?: Ref<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}

/** A sign-in screen's form: its intro, the flow's failure, the fields, a submit button busy while sending. */
export function AuthForm({
  onSubmit,
  error,
  intro,
  submitLabel,
  busy,
  actions,
  links,
  ref,
  children,
}: AuthFormProps) {
  const submit = (
    <Button type="submit" fullWidth loading={busy}>
      {submitLabel}
    </Button>
  );
  return (
    <form
      ref={ref}
      className="aura-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {intro}
      <FormAlert message={error} />
      {children}
      {actions ? (
        <div className="aura-auth-actions">
          {submit}
          {actions}
        </div>
      ) : (
        submit
      )}
      {links && <div className="aura-auth-links">{links}</div>}
    </form>
  );
}
