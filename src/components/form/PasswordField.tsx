import { useState } from 'react';
import { copy } from '../../copy';
import { described, Field, type FieldProps, type InputProps } from './TextField';
import './form.css';

/**
 * A labelled password input with a button that shows what was typed (顯示密碼) and hides it again
 * (隱藏密碼): a real button, named for what it will do, so a keyboard or a screen reader can use it.
 * `hint`: the password rule, under every field that sets a new password.
 */
export function PasswordField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="password-field">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          // Shown as text, a password must still not be corrected or capitalised.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...described(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? copy.hidePassword : copy.showPassword}
        </button>
      </div>
    </Field>
  );
}
