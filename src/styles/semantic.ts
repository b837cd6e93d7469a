// The semantic-ui-css components every page needs, never site.min.css or semantic.min.css: those @import
// Lato from Google Fonts, and no request may leave the site. A page that alone needs another component
// (the sign-in form, for one) imports its CSS itself, so it travels in that page's chunk.
// semantic.generated.css holds reset, button, container, grid, header, icon, image, input, loader,
// menu, message and segment without the variants we never use, with only the icons the source names
// and woff2 fonts only: `node scripts/size-css.mjs --write` regenerates it, `npm run size` checks it.
import './semantic.generated.css';
// After semantic's, so ours wins where both set something.
import './base.css';
import './contrast.css';
