import type { Message } from '../errors/message.ts';
import { useMessageText } from '../errors/use-message-text.ts';
import './auth-form.css';

export interface FormAlertProps {
  /** The failure shown above a form; nothing is rendered without one. */
  message: Message | undefined;
}

/** A form's failure in the spec's words, announced when it appears. */
export function FormAlert({ message }: FormAlertProps) {
  const text = useMessageText()(message);
  return (
    <p role="alert" className="aura-auth-alert" hidden={!text}>
      {text}
    </p>
  );
}
