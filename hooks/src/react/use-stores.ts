import type { AlertQueue, AlertQueueState } from '../core/alert-queue.ts';
import type { DashboardLayout, DashboardLayoutState } from '../core/dashboard-layout.ts';
import type { DisplayCurrency, DisplayCurrencyState } from '../core/display-currency.ts';
import type { PersonaSelection, PersonasState } from '../core/personas.ts';
import type { SignInFlow, SignInFlowState } from '../core/sign-in-flow.ts';
import type { ToastQueue, ToastQueueState } from '../core/toast-queue.ts';
import { useStore } from './use-store.ts';

/** The alert on screen (one at a time) and the queue to answer it. */
export function useAlerts(queue: AlertQueue): AlertQueueState {
  return useStore(queue);
}

/** The persona selection: all, saved, the draft being edited and whether to confirm. */
export function usePersonas(selection: PersonaSelection): PersonasState {
  return useStore(selection);
}

/** Whether a sign-in or tenant choice is on its way. */
export function useSignInFlow(flow: SignInFlow): SignInFlowState {
  return useStore(flow);
}

/** The toasts on screen; `queue.pause()` and `queue.resume()` on hover and focus. */
export function useToasts<T>(queue: ToastQueue<T>): ToastQueueState<T> {
  return useStore(queue);
}

/** A user's own dashboard: the tiles shown and the ones that can be added. */
export function useDashboardLayout(layout: DashboardLayout): DashboardLayoutState {
  return useStore(layout);
}

/** The display currency of money figures, its choices, and whether the user picked it. */
export function useDisplayCurrency(currency: DisplayCurrency): DisplayCurrencyState {
  return useStore(currency);
}
