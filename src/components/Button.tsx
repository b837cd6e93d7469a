import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Glyph, type GlyphData } from './Glyph';
import './Button.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'content'> {
  primary?: boolean;
  negative?: boolean;
  /** Outlined, on the page's background: the secondary actions. */
  basic?: boolean;
  fluid?: boolean;
  size?: 'small';
  /** A spinner in place of the label; the label still names the button. */
  loading?: boolean;
  icon?: GlyphData;
  content?: ReactNode;
}

/** The site's button. */
export function Button({
  primary,
  negative,
  basic,
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
    'button',
    primary && 'button--primary',
    negative && 'button--negative',
    basic && 'button--basic',
    size && `button--${size}`,
    fluid && 'button--fluid',
    icon && !label && 'button--icon',
    loading && 'button--loading',
    className,
  ];
  return (
    // "button" unless told: never the browser's form-submitting default by accident.
    <button type={type} className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon && <Glyph glyph={icon} />}
      {label}
    </button>
  );
}
