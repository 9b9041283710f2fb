// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, type Draft } from '../model/questions';
import { Questionnaire } from './Questionnaire';

interface HarnessProps {
  start?: Draft;
  pending?: boolean;
  error?: string | null;
  onSubmit?: () => void;
}

/** The page's part: it holds the draft the questionnaire changes. */
function Harness({ start = EMPTY_DRAFT, pending = false, error = null, onSubmit }: HarnessProps) {
  const [draft, setDraft] = useState(start);
  return (
    <Questionnaire
      draft={draft}
      onChange={setDraft}
      onSubmit={onSubmit ?? (() => {})}
      pending={pending}
      error={error}
    />
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

const LAST_STEP: Draft = {
  step: 8,
  answers: {
    fitnessLevel: 'beginner',
    goals: ['endurance'],
    timeAvailable: '15-30',
    equipment: ['none'],
    preferredWorkouts: ['yoga'],
    experience: 'new',
    frequency: '1-2',
  },
};

describe('Questionnaire (SPEC §4 Assessment)', () => {
  afterEach(cleanup);

  it('waits for an answer before Next, and Back is off on step 1', () => {
    render(<Harness />);
    expect(screen.getByText('Step 1 of 8')).toBeTruthy();
    expect(button('Back').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));
    expect(button('Next').disabled).toBe(false);
    fireEvent.click(button('Next'));
    expect(screen.getByText('Step 2 of 8')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
  });

  it('moves focus to the new question on Next', () => {
    render(<Harness start={{ step: 1, answers: { fitnessLevel: 'advanced' } }} />);
    fireEvent.click(button('Next'));
    expect(document.activeElement).toBe(
      screen.getByRole('group', { name: 'What are your fitness goals?' }),
    );
  });

  it('lets step 5 go on with nothing chosen, and keeps "None" alone', () => {
    render(<Harness start={{ ...LAST_STEP, step: 5 }} />);
    expect(button('Next').disabled).toBe(false);
    fireEvent.click(box('Knee issues'));
    fireEvent.click(box('None'));
    expect([box('Knee issues').checked, box('None').checked]).toEqual([false, true]);
    fireEvent.click(box('Heart condition'));
    expect([box('Heart condition').checked, box('None').checked]).toEqual([true, false]);
  });

  it("asks for the plan on step 8, and says 'Analyzing...' while it comes", () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Harness start={LAST_STEP} onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(button('Get My Plan'));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(<Harness start={LAST_STEP} onSubmit={onSubmit} pending />);
    expect(button('Analyzing...').disabled).toBe(true);
    expect(button('Back').disabled).toBe(true);
  });

  it('shows why the plan was refused in an alert, answers kept', () => {
    render(<Harness start={LAST_STEP} error="goals: must name at least one" />);
    expect(screen.getByRole('alert').textContent).toContain('goals: must name at least one');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1-2 times' }).checked).toBe(true);
  });
});
