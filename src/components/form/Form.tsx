import type { FormEvent, ReactNode } from 'react';
import './form.css';

interface FormProps {
  id?: string;
  className?: string;
  /** Called instead of the browser's submission (Enter in a field, a submit button). */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form that submits to `onSubmit`. noValidate: the browser's own checks (an e-mail's shape, say) would
 * show its words, not the site's.
 */
export function Form({ id, className, onSubmit, children }: FormProps) {
  return (
    <form
      id={id}
      className={className ? `form ${className}` : 'form'}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
