import { useState } from 'react';
import { Glyph } from './Glyph';
import { userCircle } from './icons/shell';
import './Avatar.css';

interface AvatarProps {
  src: string;
  /** Empty when a name is shown beside the picture, which then only decorates. */
  alt?: string;
  size?: 'mini' | 'tiny';
}

/** A member's picture, or the default user icon when there is none or it fails to load. */
export function Avatar({ src, alt = '', size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    // With a text it must be announced as an image; without, it only decorates.
    return <Glyph glyph={userCircle} className="avatar-icon" label={alt || undefined} />;
  }
  return (
    <img
      className={size ? `avatar avatar--${size}` : 'avatar'}
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
