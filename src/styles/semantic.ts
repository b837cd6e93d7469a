// Only the semantic-ui-css components the shell uses, never site.min.css or semantic.min.css: those
// @import Lato from Google Fonts, and no request may leave the site. A page that alone needs another
// component (the sign-in form, for one) imports its CSS itself, so it travels in that page's chunk.
import 'semantic-ui-css/components/reset.min.css';
import 'semantic-ui-css/components/button.min.css';
import 'semantic-ui-css/components/container.min.css';
import 'semantic-ui-css/components/grid.min.css';
import 'semantic-ui-css/components/header.min.css';
import 'semantic-ui-css/components/icon.min.css';
import 'semantic-ui-css/components/image.min.css';
import 'semantic-ui-css/components/input.min.css';
import 'semantic-ui-css/components/loader.min.css';
import 'semantic-ui-css/components/menu.min.css';
import 'semantic-ui-css/components/message.min.css';
import 'semantic-ui-css/components/segment.min.css';
// After semantic's, so ours wins where both set something.
import './base.css';
