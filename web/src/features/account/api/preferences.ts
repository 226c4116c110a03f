import { useMutation } from '@tanstack/react-query';
import { preferencesSchema, type Preferences } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /me/preferences: the language kept with the account, for every device and for e-mails and reports. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      apiRequest('/me/preferences', preferencesSchema, { method: 'PUT', body: preferences }),
  });
}
