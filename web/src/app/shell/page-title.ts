import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

export const APP_NAME = '택배관리시스템';

/** The browser tab's title: the route table's title of the screen shown, then the app's name. */
export function useRouteDocumentTitle(): void {
  const title = useMatches()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .findLast((matchTitle) => matchTitle !== undefined);
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
}
