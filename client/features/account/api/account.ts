// The account endpoints (/api/v1/account/*): one fetcher each, plus the query
// for the sign-in methods.
import { queryOptions } from '@tanstack/react-query';
import type { SignInMethods } from '../../../../src/common/contracts/account';
import type { CurrentUser } from '../../../../src/common/contracts/auth';
import { api } from '../../../lib/api';

export const verifyEmail = (code: string) => api<CurrentUser>('/account/email/verify', { method: 'POST', body: { code } });
export const resendVerification = () => api<{ detail: string }>('/account/email/resend', { method: 'POST', body: {} });
export const forgotPassword = (email: string) => api<{ detail: string }>('/account/password/forgot', { method: 'POST', body: { email } });
export const resetPassword = (email: string, code: string, newPassword: string) =>
  api<{ ok: true }>('/account/password/reset', { method: 'POST', body: { email, code, new_password: newPassword } });
export const changePassword = (current: string, next: string) =>
  api<{ ok: true }>('/account/password/change', { method: 'POST', body: { current_password: current, new_password: next } });
export const updateProfile = (displayName: string) => api<CurrentUser>('/account/profile', { method: 'PATCH', body: { display_name: displayName } });
export const revokeOtherSessions = () => api<{ ended: number }>('/account/sessions/revoke-others', { method: 'POST', body: {} });
export const confirmGoogleLink = (idToken: string) => api<SignInMethods>('/account/sign-in-methods/google', { method: 'POST', body: { id_token: idToken } });

export const signInMethodsQuery = () =>
  queryOptions({ queryKey: ['account', 'sign-in-methods'] as const, queryFn: () => api<SignInMethods>('/account/sign-in-methods') });
