import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Grid, Menu } from 'semantic-ui-react';
import { copy } from '../copy';
import { PageLoader } from './PageLoader';
import { paths } from '../lib/paths';

const sections = [
  { to: paths.myPosts, label: copy.myPosts },
  { to: paths.myCollections, label: copy.myCollections },
  { to: paths.mySettings, label: copy.mySettings },
];

/** /my pages: side menu, the page, and a spare column (5 / 10 / 1, as the spec sets). */
export function MyLayout() {
  return (
    <Grid stackable>
      <Grid.Column width={5}>
        <Menu as="nav" aria-label={copy.menuMember} vertical fluid>
          {sections.map(({ to, label }) => (
            // NavLink adds the `active` class and aria-current="page" on the current section.
            <Menu.Item key={to} as={NavLink} to={to}>
              {label}
            </Menu.Item>
          ))}
        </Menu>
      </Grid.Column>
      <Grid.Column width={10}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Grid.Column>
      <Grid.Column width={1} />
    </Grid>
  );
}
