import { PageLoad } from './PageLoad';
import { NavLink, Outlet } from 'react-router-dom';
import { copy } from '../copy';
import { paths } from '../lib/paths';
import { useAuth } from '../hooks/useAuth';
import '../styles/sideMenu.css';
import './myMenu.css';
import './layout.css';

const sections = [
  { to: paths.myPosts, label: copy.myPosts },
  { to: paths.myCollections, label: copy.myCollections },
  { to: paths.mySettings, label: copy.mySettings },
];

/**
 * /my pages: side menu, the page, and a spare column (5 / 10 / 1, as the spec sets). A moderator's
 * menu also leads to the moderators' queue, shown in the same columns.
 */
export function MyLayout() {
  const moderator = useAuth().user?.moderator ?? false;
  const shown = moderator
    ? [...sections, { to: paths.modReports, label: copy.modQueue }]
    : sections;
  return (
    <div className="columns">
      <div className="col-5">
        <nav aria-label={copy.menuMember} className="side-menu side-menu--row my-menu">
          {shown.map(({ to, label }) => (
            // NavLink adds the `active` class and aria-current="page" on the current section.
            <NavLink key={to} to={to} className="side-menu__item">
              {label}
            </NavLink>
          ))}
        </nav>
      </div>
      <div className="col-10">
        <PageLoad>
          <Outlet />
        </PageLoad>
      </div>
      <div className="col-1" />
    </div>
  );
}
