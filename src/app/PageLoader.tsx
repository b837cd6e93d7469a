import { Loader } from 'semantic-ui-react';
import { copy } from '../copy';

/** Shown while the auth state is unknown or a page's code is on its way. */
export function PageLoader() {
  return <Loader active inline="centered" content={copy.loading} role="status" />;
}
