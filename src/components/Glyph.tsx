import './Glyph.css';

/**
 * One icon: the site's one icon set is the glyphs of icons/shell.ts (what the feed draws first) and
 * icons/actions.ts (what the acting pages draw, loaded with them), drawn inline: no icon font, no icon
 * CSS, nothing to fetch. The outlines are Font Awesome Free 5 glyphs (CC BY 4.0), the ones
 * semantic-ui-css's icon fonts held, read from those fonts with harfbuzz and turned y-down, so they sit
 * where the font icons did. A filled shape and its outline (heart, bookmark) are a toggle's two states.
 */
export interface GlyphData {
  name: string;
  /** Font units: 512 to the em, the baseline at y = 0, the ascender at -448. */
  advance: number;
  d: string;
}

/** 1.18em wide, as the font icons were; the glyph centred in it. */
const boxWidth = 604;

interface GlyphProps {
  glyph: GlyphData;
  className?: string;
  /** Names the icon for assistive tech; without it the icon only decorates and is hidden from it. */
  label?: string;
}

export function Glyph({ glyph, className, label }: GlyphProps) {
  const { name, advance, d } = glyph;
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={`glyph glyph--${name}${className ? ` ${className}` : ''}`}
      viewBox={`${(advance - boxWidth) / 2} -448 ${boxWidth} 512`}
      focusable="false"
      {...named}
    >
      <path d={d} />
    </svg>
  );
}
