import { useState } from 'react';

/** The post's picture whole, or a drawn placeholder when it has none or it fails to load. */
export function PostPicture({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src !== '' && failedSrc !== src;
  return (
    <div className={shown ? 'post-picture' : 'post-picture post-picture--empty'}>
      {shown ? (
        // The title beside it says what the post is about; the picture adds no words of its own.
        <img src={src} alt="" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <svg className="post-picture__placeholder" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="M4.5 17.5 10 12l3.5 3.5 2.5-2.5 3.5 3.5" />
        </svg>
      )}
    </div>
  );
}
