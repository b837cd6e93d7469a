import { PageLoad } from './PageLoad';
import { NavLink, Outlet } from 'react-router-dom';
import { copy } from '../copy';
import { paths } from '../lib/paths';
import '../styles/sideMenu.css';
import './layout.css';

const sections = [
  { to: paths.myPosts, label: copy.myPosts },
  { to: paths.myCollections, label: copy.myCollections },
  { to: paths.mySettings, label: copy.mySettings },
];

/** /my pages: side menu, the page, and a spare column (5 / 10 / 1, as the spec sets). */
export function MyLayout() {
  return (
    <div className="columns">
      <div className="col-5">
        <nav aria-label={copy.menuMember} className="side-menu">
          {sections.map(({ to, label }) => (
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
