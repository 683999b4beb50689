/** The top bar's title slot, which react-admin's views and PageTitle fill. */
const TITLE_SLOT = 'react-admin-title';

/** Watches the slot alone (the top bar draws it before the page), not every change of the page. */
export function subscribeToTitleSlot(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  const watched = document.getElementById(TITLE_SLOT) ?? document.body;
  observer.observe(watched, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

export const titleSlot = () => document.getElementById(TITLE_SLOT);
