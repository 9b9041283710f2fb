import { useSyncExternalStore } from 'react';
import {
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastAction,
  type ToastInput,
  type ToastItem,
} from './toast-state';

// One store for the whole page, so toast() works from any component or mutation callback.
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action);
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: 'remove', id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  const ids = id === undefined ? toasts.map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', id });
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
