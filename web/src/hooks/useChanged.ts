/**
 * For a change sent outside `useApiMutation` (a screen whose calls vary by row and action): what that hook does on
 * success, invalidate every query of the console, so each list, count and ledger the change touched asks again
 * (docs/data-loading.md "Invalidation").
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export function useChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['api'] }), [client]);
}
