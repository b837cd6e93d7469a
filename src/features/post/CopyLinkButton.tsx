import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { copy } from '../../copy';
import { paths } from '../../lib/paths';
import { usePostLink } from './usePostLink';

/** 複製連結: the post's address to the clipboard (or the phone's share sheet), said when done. */
export function CopyLinkButton({ postId, title }: { postId: string; title: string }) {
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
        {copy.copyLink}
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
