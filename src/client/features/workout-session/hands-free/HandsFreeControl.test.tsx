// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandsFreeControl, heardText, LISTENING_HINT } from './HandsFreeControl';
import { HANDS_FREE_TEXT } from './hands-free-controller';
import type { HandsFree } from './use-hands-free';

function handsFree(overrides: Partial<HandsFree> = {}): HandsFree {
  return {
    status: 'off',
    on: false,
    error: null,
    lastHeard: null,
    start: vi.fn(async () => {}),
    stop: vi.fn(),
    pushToTalk: { press: vi.fn(), release: vi.fn() },
    ...overrides,
  };
}

const toggle = () => screen.getByRole('button', { name: 'Hands-free' });
const talk = () => screen.getByRole('button', { name: 'Hold to talk' });
const status = () => screen.getByRole('status').textContent;

describe('HandsFreeControl (issue 11 §5)', () => {
  afterEach(cleanup);

  it('the toggle says whether hands-free is on, and turns it on or off', () => {
    const off = handsFree();
    const { rerender } = render(<HandsFreeControl {...off} />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());
    expect(off.start).toHaveBeenCalledOnce();

    const on = handsFree({ status: 'listening', on: true });
    rerender(<HandsFreeControl {...on} />);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(status()).toContain(LISTENING_HINT);
    fireEvent.click(toggle());
    expect(on.stop).toHaveBeenCalledOnce();
  });

  it('push-to-talk records while the pointer or the Space bar is held', () => {
    const h = handsFree();
    render(<HandsFreeControl {...h} />);
    fireEvent.pointerDown(talk(), { button: 0, pointerId: 1 });
    expect(h.pushToTalk.press).toHaveBeenCalledOnce();
    fireEvent.pointerUp(talk(), { pointerId: 1 });
    expect(h.pushToTalk.release).toHaveBeenCalled();

    fireEvent.keyDown(talk(), { key: ' ' });
    fireEvent.keyDown(talk(), { key: ' ', repeat: true });
    expect(h.pushToTalk.press).toHaveBeenCalledTimes(2);
    const releases = vi.mocked(h.pushToTalk.release).mock.calls.length;
    fireEvent.keyUp(talk(), { key: ' ' });
    expect(h.pushToTalk.release).toHaveBeenCalledTimes(releases + 1);
  });

  it('offline: says before any try that voice commands need a connection (issue 28)', () => {
    render(<HandsFreeControl {...handsFree()} />);
    expect(status()).toContain('Turn on hands-free, or hold to talk.');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status()).toContain(HANDS_FREE_TEXT.offline);
    onLine.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status()).toContain('Turn on hands-free, or hold to talk.');
  });

  it("offline with the device's own recogniser: nothing to warn of, it recognises here (issue 31)", () => {
    render(<HandsFreeControl {...handsFree({ onDevice: true })} />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status()).not.toContain(HANDS_FREE_TEXT.offline);
    expect(status()).toContain('Turn on hands-free, or hold to talk.');
    onLine.mockRestore();
    act(() => void window.dispatchEvent(new Event('online')));
  });

  it('shows what was heard', () => {
    render(
      <HandsFreeControl {...handsFree({ status: 'listening', on: true, lastHeard: 'skip' })} />,
    );
    expect(status()).toContain("Heard: 'skip'");
  });

  it.each([
    ['unsupported', "This browser can't record from a microphone."],
    ['denied', 'Microphone access is blocked.'],
  ] as const)('%s: says why, and push-to-talk is off', (state, message) => {
    render(<HandsFreeControl {...handsFree({ status: state, error: message })} />);
    expect(status()).toContain(message);
    expect(talk()).toHaveProperty('disabled', true);
  });

  it('lets the microphone go when it leaves the screen', () => {
    const h = handsFree({ status: 'listening', on: true });
    const { unmount } = render(<HandsFreeControl {...h} />);
    unmount();
    expect(h.stop).toHaveBeenCalledOnce();
  });
});

describe('heardText', () => {
  it.each([
    [null, null],
    ['', "Didn't catch a command."],
    ['next', "Heard: 'next'"],
    ['i did ten', "Heard: 'i did ten'"],
    ['that was hard', "Didn't catch a command (heard 'that was hard')."],
  ])('%j → %j', (heard, text) => {
    expect(heardText(heard)).toBe(text);
  });
});
