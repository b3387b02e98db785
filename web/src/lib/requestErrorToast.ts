/**
 * How a failed request's message shows, wherever it is reported (the request client's status policy, a list's action
 * that could not reach the upstream): an error toast for ERROR_TOAST_MS, one per text, so calls failing together (an
 * expired session answers every one with status 10) show one toast, not a stack.
 */
import toast from 'react-hot-toast';
import { ERROR_TOAST_MS } from '../config.ts';

export function showRequestError(text: string, durationMs = ERROR_TOAST_MS): void {
  toast.error(text, { duration: durationMs, id: `request-error:${text}`, className: 'console-toast error' });
}
