// The account endpoints (/api/v1/account/*): one mutation each, plus the query
// for the sign-in methods.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInMethods } from '@src/common/contracts/account';
import type { CurrentUser } from '@src/common/contracts/auth';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { meQueryKey } from '../../../services/auth/current-user';

export const useVerifyEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<CurrentUser>('/account/email/verify', { method: 'POST', body: { code } }),
    onSuccess: (user) => {
      client.setQueryData(meQueryKey, user);
      // A verified email may have brought the welcome credits: balances change.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    },
  });
};
export const useResendVerification = () =>
  useMutation({ mutationFn: () => api<{ detail: string }>('/account/email/resend', { method: 'POST', body: {} }) });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => api<{ detail: string }>('/account/password/forgot', { method: 'POST', body: { email } }) });
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ email, code, newPassword }: { email: string; code: string; newPassword: string }) =>
      api<{ ok: true }>('/account/password/reset', { method: 'POST', body: { email, code, new_password: newPassword } }),
  });
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api<{ ok: true }>('/account/password/change', {
        method: 'POST',
        body: { current_password: currentPassword, new_password: newPassword },
      }),
  });
export const useUpdateProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => api<CurrentUser>('/account/profile', { method: 'PATCH', body: { display_name: displayName } }),
    onSuccess: (user) => client.setQueryData(meQueryKey, user),
  });
};
export const useRevokeOtherSessions = () =>
  useMutation({ mutationFn: () => api<{ ended: number }>('/account/sessions/revoke-others', { method: 'POST', body: {} }) });
export const useConfirmGoogleLink = () =>
  useRefreshingMutation(
    (idToken: string) => api<SignInMethods>('/account/sign-in-methods/google', { method: 'POST', body: { id_token: idToken } }),
    [signInMethodsKey],
  );

export const signInMethodsKey = ['account', 'sign-in-methods'] as const;
export const signInMethodsQuery = () =>
  queryOptions({ queryKey: signInMethodsKey, queryFn: () => api<SignInMethods>('/account/sign-in-methods') });
