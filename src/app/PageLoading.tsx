import { PageHeading } from '@/components/PageHeading';
import type { Page } from './pages';

/** A page before its chunk has run (spec §2: the table's thinking face); the prerendered paint draws the same. */
export function PageLoading({ page }: { page: Pick<Page, 'name' | 'Loading'> }) {
  return (
    <>
      <PageHeading>{page.name}</PageHeading>
      {page.Loading && <page.Loading />}
    </>
  );
}
