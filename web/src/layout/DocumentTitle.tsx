import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { subscribeToTitleSlot, titleSlot } from './titleSlot';

const slotText = () => titleSlot()?.textContent?.trim() ?? '';

/**
 * Names the browser's tab after the page shown, "Stage cirque et jonglerie – Stages": the
 * title in the top bar, whether a page of ours or one of react-admin's views put it there.
 * A screen reader announces it when the page changes; a tab among many is found by it.
 */
export const DocumentTitle = () => {
  const translate = useTranslate();
  const text = useSyncExternalStore(subscribeToTitleSlot, slotText);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (text !== '') document.title = `${text} – ${translate('app.name')}`;
  }, [text, pathname, search, translate]);
  return null;
};
