// First: it must run before any schema is built.
import './providers/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/**
 * After a deploy, a page still open asks for chunks that no longer exist: reload it once with
 * the new ones rather than leave a blank screen. A second failure soon after is a real one: it
 * is left to show, rather than reloading in a loop.
 */
const RELOADED_AT = 'stages.reloaded-for-chunks';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// Real paths (/stages, /stage/...) rather than react-admin's default hash URLs: the server
// answers every client route with the app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
