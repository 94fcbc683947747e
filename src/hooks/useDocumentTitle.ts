import { useEffect } from 'react';
import { documentTitle } from '@/config/routes';

/** Sets the document title to `<page> · Projetos` while the calling route is shown. */
export function useDocumentTitle(pageName: string): void {
  useEffect(() => {
    document.title = documentTitle(pageName);
  }, [pageName]);
}
