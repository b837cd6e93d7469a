import { useState } from 'react';

interface PostPictureProps {
  src: string;
  /** The block class: the picture gets `${block}`, `${block}--empty` and `${block}__placeholder`. */
  block: string;
  /** Cards below the fold load on demand; width and height reserve their box so nothing jumps. */
  lazy?: { width: number; height: number };
}

/** A post's picture, or a drawn placeholder when it has none or it fails to load. */
export function PostPicture({ src, block, lazy }: PostPictureProps) {
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
          {...(lazy && { loading: 'lazy', width: lazy.width, height: lazy.height })}
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
