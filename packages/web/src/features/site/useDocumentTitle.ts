import { useEffect } from 'react';
import { useSite } from './queries';

/** `document.title` = "{page} - {site name}". */
export function useDocumentTitle(page: string): void {
  const siteName = useSite()?.name;
  useEffect(() => {
    document.title = siteName ? `${page} - ${siteName}` : page;
  }, [page, siteName]);
}
