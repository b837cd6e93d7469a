import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import './form.css';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's message; it marks the field invalid and describes it. */
  error?: string | undefined;
  /** What the field asks for (a password's rule), always shown under it; it describes the field. */
  hint?: string | undefined;
}

/** The control's state for assistive tech: invalid, and described by its message and its hint. */
export function described(id: string, error: string | undefined, hint?: string) {
  const by = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': by || undefined,
  };
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: Omit<FieldProps, 'value' | 'onValue'> & { children: ReactNode }) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <div className="field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text input with its message under it. */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  ...input
}: FieldProps & InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...described(id, error, hint)}
        {...input}
      />
    </Field>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text area with its message under it. */
export function TextAreaField({
  id,
  label,
  value,
  onValue,
  error,
  ...area
}: FieldProps & AreaProps) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...described(id, error)}
        {...area}
      />
    </Field>
  );
}
