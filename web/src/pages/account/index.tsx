import type { WebPage } from '@stages/contracts';
import { Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { Guarded } from '../../guards/Guarded';
import { SignedOutOnly } from '../../guards/SignedOutOnly';
import { lazyComponent } from '../../lazyComponent';

const LoginPage = lazyComponent(() => import('./LoginPage'), 'LoginPage');
const RegisterPage = lazyComponent(() => import('./RegisterPage'), 'RegisterPage');
const ConfirmEmailPromptPage = lazyComponent(
  () => import('./ConfirmEmailPromptPage'),
  'ConfirmEmailPromptPage',
);
const ChooseTypePage = lazyComponent(() => import('./ChooseTypePage'), 'ChooseTypePage');
const FinalizePage = lazyComponent(() => import('./FinalizePage'), 'FinalizePage');
const SocialReturnPage = lazyComponent(() => import('./SocialReturnPage'), 'SocialReturnPage');
const ConfirmEmailPage = lazyComponent(() => import('./ConfirmEmailPage'), 'ConfirmEmailPage');
const PasswordResetRequestPage = lazyComponent(
  () => import('./PasswordResetPages'),
  'PasswordResetRequestPage',
);
const PasswordResetConfirmPage = lazyComponent(
  () => import('./PasswordResetPages'),
  'PasswordResetConfirmPage',
);

/** The account screens: their own frame, outside the main layout, so their own loading state. */
const routes: readonly (readonly [string, WebPage, ReactElement])[] = [
  ['login', '/auth/login', <LoginPage />],
  [
    'register',
    '/register/first-register',
    <SignedOutOnly>
      <RegisterPage />
    </SignedOutOnly>,
  ],
  ['confirm-prompt', '/register/confirm-email', <ConfirmEmailPromptPage />],
  // An account that has its type already is told so, as every refused page does.
  [
    'choice',
    '/register/choice',
    <Guarded rule={{ noRole: true }}>
      <ChooseTypePage />
    </Guarded>,
  ],
  [
    'parent',
    '/register/parent',
    <Guarded rule={{ noRole: true }}>
      <FinalizePage type="parent" />
    </Guarded>,
  ],
  [
    'organization',
    '/register/organization',
    <Guarded rule={{ noRole: true }}>
      <FinalizePage type="organization" />
    </Guarded>,
  ],
  ['google', '/register/google', <SocialReturnPage provider="google" />],
  ['microsoft', '/register/microsoft', <SocialReturnPage provider="microsoft" />],
  ['confirm', '/account-email-confirmation/:code', <ConfirmEmailPage />],
  ['reset', '/password-reset', <PasswordResetRequestPage />],
  ['reset-confirm', '/password-reset/:uid/:token', <PasswordResetConfirmPage />],
];

export const accountRoutes = routes.map(([key, path, page]) => (
  <Route key={key} path={path} element={<Suspense fallback={<Loading />}>{page}</Suspense>} />
));
