// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BottomNav } from './BottomNav';

const renderAt = (path: string) => {
  const { hook } = memoryLocation({ path, static: true });
  return render(
    <Router hook={hook}>
      <BottomNav />
    </Router>,
  );
};

describe('BottomNav', () => {
  afterEach(cleanup);

  it('names each tab and marks only the current one', () => {
    renderAt('/plans');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Home',
      'Workouts',
      'Progress',
      'Leaderboard',
      'Plans',
      'Profile',
    ]);
    const current = links.filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Plans']);
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/subscription');
  });

  it('marks nothing on a screen outside the tabs', () => {
    renderAt('/help');
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});
