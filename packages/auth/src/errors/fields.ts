import { PROTOCOL_ERRORS } from '@aura/contracts';
import type { ErrorLike, Message } from './message.ts';
import { messageFor } from './messages.ts';

/** Messages shown under the fields of a form, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

/** Where a form shows a failed call's message: under a field, or above the form. */
export interface Placement<F extends string> {
  /** Business codes that belong under a field (a wrong code under the code input). */
  codes?: Partial<Record<number, F>>;
  /**
   * The server's invalid-input issues (`data.issues[].field`, protocol §7, code 4000) by field, with the
   * message each shows under that field in the spec's words.
   */
  issues?: Partial<Record<string, { field: F; message: Message }>>;
}

export interface PlacedError<F extends string> {
  /** Shown above the form; undefined when every part of the failure belongs to a field. */
  error: Message | undefined;
  fieldErrors: FieldErrors<F>;
}

function issuesOf(data: unknown): { field: string }[] {
  const issues = (data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is { field: string } => typeof (issue as { field?: unknown })?.field === 'string',
  );
}

/** Splits a failed call into the message above the form and those under its fields. */
export function placeError<F extends string>(error: ErrorLike, placement: Placement<F>): PlacedError<F> {
  const field = placement.codes?.[error.code];
  if (field) return { error: undefined, fieldErrors: { [field]: messageFor(error) } as FieldErrors<F> };
  if (error.code === PROTOCOL_ERRORS.invalidRequest) {
    const fieldErrors: FieldErrors<F> = {};
    let unplaced = false;
    for (const issue of issuesOf(error.data)) {
      const target = placement.issues?.[issue.field];
      if (target) fieldErrors[target.field] ??= target.message;
      else unplaced = true;
    }
    if (Object.keys(fieldErrors).length > 0) {
      return { error: unplaced ? messageFor(error) : undefined, fieldErrors };
    }
  }
  return { error: messageFor(error), fieldErrors: {} };
}
