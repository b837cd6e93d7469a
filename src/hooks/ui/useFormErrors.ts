import { useState } from 'react';
import type { ErrorCode } from '../../lib/errorCodes';
import { errorMessage, type ErrorContext } from '../../lib/errorMessage';

/** A write's failure as a form shows it (a Mutation's error and its clearError). */
interface Failure {
  error: ErrorCode | null;
  clearError: () => void;
}

type Messages<F extends string> = Partial<Record<F, string | undefined>>;

/**
 * The messages of a form with named fields: what the form checks before writing (an empty field, a
 * too long name) and the write's refusal, under the field it is about (`fieldOf`; any other code is
 * about the whole form). An error leaves when its field changes; one about the whole form, when any
 * field changes.
 */
export function useFormErrors<F extends string>(
  failure: Failure,
  fieldOf: Partial<Record<ErrorCode, F>>,
  context: ErrorContext,
) {
  const [checks, setChecks] = useState<Messages<F>>({});
  const { error, clearError } = failure;
  const refusedField = error ? fieldOf[error] : undefined;
  const refusal = error ? errorMessage(error, context) : undefined;

  return {
    /** The message under `field`: the form's own check, else the refusal about it. */
    of: (field: F): string | undefined =>
      checks[field] ?? (refusedField === field ? refusal : undefined),
    /** The refusal about the whole form, if that is what it is. */
    form: refusedField ? undefined : refusal,
    /** `field` changed: its messages leave, and the whole form's. */
    changed(field: F) {
      setChecks((current) => ({ ...current, [field]: undefined }));
      if (error && (refusedField === undefined || refusedField === field)) clearError();
    },
    /**
     * The form's checks before a write, field by field in the form's order: shows their messages and
     * returns the first field that failed (to focus it), or undefined when all passed.
     */
    check(found: Messages<F>): F | undefined {
      setChecks(found);
      return (Object.keys(found) as F[]).find((field) => found[field] !== undefined);
    },
    /** Everything leaves (the form changed to another). */
    reset() {
      setChecks({});
      clearError();
    },
  };
}
