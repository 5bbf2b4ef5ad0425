export { AuthSplitLayout, AuthCardLayout, type AuthSplitLayoutProps } from './AuthSplitLayout';
export { SignInPage, DEMO_SIGN_IN_PAIR, DEMO_ACCOUNTS, type DemoAccount, type SignInPageProps } from './SignInPage';
export { SignUpPage } from './SignUpPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { UnlockSessionPage, type UnlockSessionPageProps } from './UnlockSessionPage';
export { SignOutPage, type SignOutPageProps } from './SignOutPage';
export { ConfirmationRequiredPage } from './ConfirmationRequiredPage';
export { AuthAlert, authErrorMessage, type AuthAlertTone } from './parts';
