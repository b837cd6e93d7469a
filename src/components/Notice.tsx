import type { ReactNode } from 'react';
import './Notice.css';

interface NoticeProps {
  /** negative: something failed (announced at once); warning: read this first; positive: it worked. */
  kind: 'negative' | 'warning' | 'positive';
  children: ReactNode;
  className?: string;
}

/** A message in a tinted box. A failure is an alert; a confirmation is a polite status. */
export function Notice({ kind, children, className }: NoticeProps) {
  const role = kind === 'negative' ? 'alert' : kind === 'positive' ? 'status' : undefined;
  return (
    <div className={`notice notice--${kind}${className ? ` ${className}` : ''}`} role={role}>
      {children}
    </div>
  );
}
