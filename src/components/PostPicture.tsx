import { useState } from 'react';
import { isStandIn } from './standIn';

interface PostPictureProps {
  src: string;
  /** The block class: the picture gets `${block}`, `${block}--empty` and `${block}__placeholder`. */
  block: string;
  /** A card's picture: width and height reserve its box so nothing jumps. */
  size?: { width: number; height: number };
  /** Load at once and first (the first card); otherwise a sized picture loads when scrolled near. */
  priority?: boolean;
}

// React 18 passes the attribute through only in lower case (it knows no `fetchPriority` prop yet).
const fetchedFirst = { fetchpriority: 'high' } as object;

/**
 * A post's picture, or a drawn placeholder when it has none, it fails to load, or the service worker
 * stood in for it (no connection, never kept: standIn.ts).
 */
export function PostPicture({ src, block, size, priority = false }: PostPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src !== '' && failedSrc !== src;
  return (
    <div className={shown ? block : `${block} ${block}--empty`}>
      {shown ? (
        // The title beside it says what the post is about; the picture adds no words of its own.
        <img
          src={src}
          alt=""
          decoding="async"
          {...size}
          {...(size && !priority && { loading: 'lazy' })}
          {...(priority && fetchedFirst)}
          onLoad={(event) => isStandIn(event.currentTarget) && setFailedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <svg className={`${block}__placeholder`} viewBox="0 0 24 24" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="M4.5 17.5 10 12l3.5 3.5 2.5-2.5 3.5 3.5" />
        </svg>
      )}
    </div>
  );
}
