// The semantic-ui-css components the pages draw with (forms, segments, messages, icons, tabs, loaders),
// imported by each page so that they load with it, never before the first card: the shell draws itself
// with its own CSS. Never site.min.css or semantic.min.css: those @import Lato from Google Fonts, and no
// request may leave the site. A component only one page needs (the detail page's labels, for one) is
// imported by that page. semantic.generated.css holds button, header, icon, input, loader, menu,
// message and segment without the variants we never use, with only the icons the source names and
// woff2 fonts only: `node scripts/size-css.mjs --write` regenerates it, `npm run size` checks it.
import './semantic.generated.css';
// After semantic's, so ours wins where both set something.
import './contrast.css';
