import { useState } from 'react';
import { Icon } from 'semantic-ui-react';

interface AvatarProps {
  src: string;
  /** Empty when a name is shown beside the picture, which then only decorates. */
  alt?: string;
  size?: 'mini' | 'tiny' | 'small';
}

/** A member's picture, or the default user icon when there is none or it fails to load. */
export function Avatar({ src, alt = '', size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    // Semantic hides a bare icon from assistive tech; with a text it must be announced as an image.
    const named = alt ? { role: 'img', 'aria-label': alt } : {};
    return <Icon name="user circle" size="large" color="grey" {...named} />;
  }
  // Semantic's avatar image as markup: semantic-ui-react's Image sets defaultProps, which React reports.
  return (
    <img
      className={size ? `ui ${size} avatar image` : 'ui avatar image'}
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
