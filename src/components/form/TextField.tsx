import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import './form.css';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The field's message; it marks the field invalid and describes it. */
  error?: string | undefined;
}

/** The control's state for assistive tech: invalid, and described by its message. */
function described(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

function Field({
  id,
  label,
  error,
  children,
}: Omit<FieldProps, 'value' | 'onValue'> & { children: ReactNode }) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text input with its message under it. */
export function TextField({ id, label, value, onValue, error, ...input }: FieldProps & InputProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...described(id, error)}
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
