import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer, type ToastItem } from './toast-state';

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, open: true });

describe('toast queue (SPEC §9)', () => {
  it('shows at most one toast, the newest', () => {
    const state = [item('1'), item('2')].reduce<ToastItem[]>(
      (s, toast) => toastReducer(s, { type: 'add', toast }),
      [],
    );
    expect(TOAST_LIMIT).toBe(1);
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  it('dismissing closes a toast but keeps it until removed', () => {
    const dismissed = toastReducer([item('1')], { type: 'dismiss', id: '1' });
    expect(dismissed).toEqual([{ ...item('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: '1' })).toEqual([]);
  });

  it('dismiss and remove without an id apply to all', () => {
    expect(toastReducer([item('1')], { type: 'dismiss' })[0]!.open).toBe(false);
    expect(toastReducer([item('1')], { type: 'remove' })).toEqual([]);
  });

  it('leaves other toasts alone', () => {
    expect(toastReducer([item('1')], { type: 'dismiss', id: '2' })).toEqual([item('1')]);
  });
});
