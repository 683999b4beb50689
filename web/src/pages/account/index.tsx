import { Route } from 'react-router-dom';
import { ChooseTypePage } from './ChooseTypePage';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { ConfirmEmailPromptPage } from './ConfirmEmailPromptPage';
import { FinalizePage } from './FinalizePage';
import { LoginPage } from './LoginPage';
import { PasswordResetConfirmPage, PasswordResetRequestPage } from './PasswordResetPages';
import { RegisterPage } from './RegisterPage';
import { SocialReturnPage } from './SocialReturnPage';

/** The account screens: their own frame, outside the main layout. */
export const accountRoutes = [
  <Route key="login" path="/auth/login" element={<LoginPage />} />,
  <Route key="register" path="/register/first-register" element={<RegisterPage />} />,
  <Route
    key="confirm-prompt"
    path="/register/confirm-email"
    element={<ConfirmEmailPromptPage />}
  />,
  <Route key="choice" path="/register/choice" element={<ChooseTypePage />} />,
  <Route key="parent" path="/register/parent" element={<FinalizePage type="parent" />} />,
  <Route
    key="organization"
    path="/register/organization"
    element={<FinalizePage type="organization" />}
  />,
  <Route key="google" path="/register/google" element={<SocialReturnPage provider="google" />} />,
  <Route
    key="microsoft"
    path="/register/microsoft"
    element={<SocialReturnPage provider="microsoft" />}
  />,
  <Route key="confirm" path="/account-email-confirmation/:code" element={<ConfirmEmailPage />} />,
  <Route key="reset" path="/password-reset" element={<PasswordResetRequestPage />} />,
  <Route
    key="reset-confirm"
    path="/password-reset/:uid/:token"
    element={<PasswordResetConfirmPage />}
  />,
];
