import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { titleSlot } from './titleSlot';

/** Marks a title the page shows as its heading too (read by PhoneTitle). */
export const HEADING_ON_PAGE = 'data-heading-on-page';
const noSubscription = () => () => undefined;

/**
 * A page's title, in the top bar (which the browser tab follows: DocumentTitle). A light stand-in for react-admin's
 * `<Title>`, which brings its preferences editor to every page. `title` is a message key or text.
 * `headingOnPage` says the page shows the same words as its own heading: a phone, which has no
 * room for the top bar's title, then does not repeat it above the page.
 */
export const PageTitle = ({
  title,
  headingOnPage = false,
}: {
  title: string;
  headingOnPage?: boolean;
}) => {
  const translate = useTranslate();
  const text = translate(title, { _: title });
  // The slot is drawn in the same pass as the page: React reads it again once it is there.
  const slot = useSyncExternalStore(noSubscription, titleSlot);
  return slot
    ? createPortal(<span {...(headingOnPage && { [HEADING_ON_PAGE]: '' })}>{text}</span>, slot)
    : null;
};
