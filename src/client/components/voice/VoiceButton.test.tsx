// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FloatingVoiceButton, HeaderVoiceButton, VoiceButton } from './VoiceButton';
import { VoiceDialogContext } from './voice-dialog-context';

const renderAt = (path: string, openVoiceDialog?: () => void) => {
  const { hook } = memoryLocation({ path, static: true });
  const buttons = (
    <Router hook={hook}>
      <VoiceButton />
      <FloatingVoiceButton />
    </Router>
  );
  return render(
    openVoiceDialog ? (
      <VoiceDialogContext value={{ openVoiceDialog }}>{buttons}</VoiceDialogContext>
    ) : (
      buttons
    ),
  );
};

describe('voice buttons (SPEC §2 Voice dialog entry points)', () => {
  afterEach(cleanup);

  it('both open the voice dialog', () => {
    const open = vi.fn();
    renderAt('/', open);
    fireEvent.click(screen.getByRole('button', { name: 'Start a voice command' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voice command' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('render nothing outside the signed-in app', () => {
    renderAt('/');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('the floating one docks into the bottom navigation where there is one, floats elsewhere', () => {
    const wrapper = (path: string) => {
      renderAt(path, () => {});
      const el = screen.getByRole('button', { name: 'Voice command' }).parentElement!;
      const classes = el.className;
      cleanup();
      return classes;
    };
    expect(wrapper('/workouts')).toContain('bottom-[calc(0.25rem');
    expect(wrapper('/help')).toContain('bottom-[calc(1rem');
  });

  it('does not float on the guided session, whose header holds it (issue 26)', () => {
    renderAt('/workout-session', () => {});
    expect(screen.queryByRole('button', { name: 'Voice command' })).toBeNull();
    cleanup();
    const open = vi.fn();
    const { hook } = memoryLocation({ path: '/workout-session', static: true });
    render(
      <VoiceDialogContext value={{ openVoiceDialog: open }}>
        <Router hook={hook}>
          <HeaderVoiceButton />
        </Router>
      </VoiceDialogContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voice command' }));
    expect(open).toHaveBeenCalledOnce();
  });
});
