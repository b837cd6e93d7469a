import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { SemanticICONS } from 'semantic-ui-react';
import './Button.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'content'> {
  primary?: boolean;
  negative?: boolean;
  basic?: boolean;
  compact?: boolean;
  fluid?: boolean;
  size?: 'mini' | 'small';
  /** Semantic's spinner in place of the label; the label still names the button. */
  loading?: boolean;
  icon?: SemanticICONS;
  content?: ReactNode;
}

/**
 * A semantic-ui button as plain markup. semantic-ui-react's Button looks its element up with findDOMNode,
 * which React reports in StrictMode and is gone from React 19.
 */
export function Button({
  primary,
  negative,
  basic,
  compact,
  fluid,
  size,
  loading,
  icon,
  content,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const label = content ?? children;
  const classes = [
    'ui',
    primary && 'primary',
    negative && 'negative',
    size,
    compact && 'compact',
    fluid && 'fluid',
    basic && 'basic',
    icon && !label && 'icon',
    loading && 'loading',
    rest.disabled && 'disabled',
    'button',
    className,
  ];
  return (
    // "button" unless told: never the browser's form-submitting default by accident.
    <button type={type} className={classes.filter(Boolean).join(' ')} {...rest}>
      {/* semantic's icon markup: the icon font and its CSS travel with the pages that use icons. */}
      {icon && <i className={`${icon} icon`} aria-hidden="true" />}
      {label}
    </button>
  );
}
