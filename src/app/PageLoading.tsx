import { PageHeading } from '@/components/PageHeading';
import type { AppPage } from './pageModules';

/**
 * A page before its chunk has loaded: its heading and its loading state, if it has one (spec §2: the table's thinking
 * face). The page area shows it while the chunk loads (app/router.tsx), and the prerendered first paint draws it, so
 * the app's first frame looks as the prerendered one until the page has rendered.
 */
export function PageLoading({ page }: { page: Pick<AppPage, 'name' | 'Loading'> }) {
  return (
    <>
      <PageHeading>{page.name}</PageHeading>
      {page.Loading && <page.Loading />}
    </>
  );
}
