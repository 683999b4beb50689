import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { subscribeToTitleSlot, titleSlot } from './titleSlot';

const slotText = () => titleSlot()?.textContent?.trim() ?? '';

/**
 * Names the browser's tab "Stage cirque et jonglerie – Stages", again at each move (a tab of
 * the same page included). A screen reader announces it when the page changes; a tab among
 * many is found by it.
 */
export function useDocumentTitle(text: string) {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (text !== '') document.title = `${text} – ${translate('app.name')}`;
  }, [text, pathname, search, translate]);
}

/**
 * The tab of a page in the main layout takes the title of its top bar, whether a page of ours
 * (PageTitle) or one of react-admin's views put it there.
 */
export const DocumentTitle = () => {
  useDocumentTitle(useSyncExternalStore(subscribeToTitleSlot, slotText));
  return null;
};
