import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { paths } from '../../lib/paths';
import { usePostLink } from './usePostLink';

/** 分享: the post's title and address to the share sheet, else its address to the clipboard. */
export function ShareButton({ postId, title }: { postId: string; title: string }) {
  const url = `${location.origin}${paths.post(postId)}`;
  const { share, copied, manual } = usePostLink(title, url);
  const field = useRef<HTMLInputElement>(null);

  // The clipboard refused: the address, selected, for the member's own copy.
  useEffect(() => {
    if (manual) field.current?.select();
  }, [manual]);

  return (
    <span className="copy-link">
      <Button basic onClick={() => void share()}>
        {copy.share}
      </Button>
      {/* Always in the page, so a screen reader hears the confirmation when it appears. */}
      <span role="status" className="copy-link__done">
        {copied ? copy.linkCopied : ''}
      </span>
      {manual && (
        <input
          ref={field}
          className="copy-link__address"
          readOnly
          value={manual}
          aria-label={copy.copyLink}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </span>
  );
}
