import { useState } from 'react';
import { Glyph } from './Glyph';
import { userCircle } from './icons/shell';
import { isStandIn } from './standIn';
import './Avatar.css';

interface AvatarProps {
  src: string;
  /** Empty when a name is shown beside the picture, which then only decorates. */
  alt?: string;
  /** The member's name: without a picture (none, or none to be had offline), its first letter. */
  name?: string;
  size?: 'mini' | 'tiny';
}

/**
 * A member's picture; without one, or when it cannot load, their initial on a neutral disc, or the
 * default user icon where the name is not known.
 */
export function Avatar({ src, alt = '', name, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sized = size ? ` avatar--${size}` : '';
  if (!src || failedSrc === src) {
    const initial = name ? Array.from(name.trim())[0]?.toUpperCase() : undefined;
    // With a text it must be announced as an image; without, it only decorates.
    if (initial) {
      const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
      return (
        <span className={`avatar avatar--initial${sized}`} {...named}>
          {initial}
        </span>
      );
    }
    return <Glyph glyph={userCircle} className="avatar-icon" label={alt || undefined} />;
  }
  // Lazy: a card's avatar is no part of its first paint; eager, the first screen's four were asked
  // for at high priority beside the first cards' code and words (issue 41, docs/scale.md).
  return (
    <img
      className={`avatar${sized}`}
      src={src}
      alt={alt}
      loading="lazy"
      onLoad={(event) => isStandIn(event.currentTarget) && setFailedSrc(src)}
      onError={() => setFailedSrc(src)}
    />
  );
}
