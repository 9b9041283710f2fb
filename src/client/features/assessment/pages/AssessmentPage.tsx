import { useState, type ReactNode } from 'react';
import type { WorkoutPlan } from '@shared/schemas/assessment';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { LoadError } from '@client/components/layout/LoadError';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Card } from '@client/components/ui/card';
import { ApiError } from '@client/lib/api';
import { useCreatePlan } from '../api/create-plan';
import { useStoredPlan } from '../api/use-stored-plan';
import { PlanResult } from '../components/PlanResult';
import { PlanSkeleton } from '../components/PlanSkeleton';
import { Questionnaire } from '../components/Questionnaire';
import { clearDraft, loadDraft, saveDraft } from '../model/draft-store';
import { EMPTY_DRAFT, toAnswers, type Draft } from '../model/questions';

interface AssessmentPageProps {
  user: User;
  /** Runs the plan as a guided session; the session feature provides it through the app. */
  onStartPlan: (plan: WorkoutPlan) => void;
  /** "Save as routine" for the plan; the routines feature provides it through the app. */
  renderSaveAsRoutine: (plan: WorkoutPlan) => ReactNode;
}

/** The server's words for a refused plan (400 naming the field, 429), or a connection problem. */
const describeError = (error: Error | null) =>
  error === null
    ? null
    : error instanceof ApiError
      ? error.userMessage
      : "We couldn't reach Joey Fit. Check your connection and try again.";

/**
 * SPEC §2 Fitness Assessment (/assessment), issue 12: a questionnaire under way comes back where
 * it was left; otherwise the last plan, if there is one; otherwise step 1. A new plan replaces the
 * stored one only when it arrives, so 'Take Assessment Again' loses nothing until then.
 */
export function AssessmentPage({ user, onStartPlan, renderSaveAsRoutine }: AssessmentPageProps) {
  const stored = useStoredPlan();
  const create = useCreatePlan();
  const [draft, setDraft] = useState<Draft | null>(() => loadDraft(user.id));
  const [justMade, setJustMade] = useState(false);

  const update = (next: Draft) => {
    setDraft(next);
    saveDraft(user.id, next);
  };
  const submit = (answers: Draft['answers']) => {
    const body = toAnswers(answers);
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        clearDraft(user.id);
        setDraft(null);
        setJustMade(true);
      },
    });
  };
  // Kept at once, so a reload right after 'Take Assessment Again' stays on step 1.
  const retake = () => {
    create.reset();
    setJustMade(false);
    update(EMPTY_DRAFT);
  };
  const backToPlan = () => {
    clearDraft(user.id);
    create.reset();
    setDraft(null);
  };

  const questionnaire = (current: Draft) => (
    <Questionnaire
      draft={current}
      onChange={update}
      onSubmit={() => submit(current.answers)}
      pending={create.isPending}
      error={describeError(create.error)}
      onBackToPlan={stored.data ? backToPlan : undefined}
    />
  );

  let content;
  if (draft) content = questionnaire(draft);
  else if (stored.isPending) content = <PlanSkeleton />;
  else if (stored.isError) {
    content = (
      <Card>
        <LoadError message="We couldn't load your plan." onRetry={() => void stored.refetch()} />
      </Card>
    );
  } else if (stored.data) {
    const plan = stored.data.workoutPlan;
    content = (
      <PlanResult
        plan={plan}
        focusTitle={justMade}
        onStart={() => onStartPlan(plan)}
        onRetake={retake}
        saveAsRoutine={renderSaveAsRoutine(plan)}
      />
    );
  } else content = questionnaire(EMPTY_DRAFT);

  return (
    <AppColumn>
      <ScreenHeader title="Fitness Assessment" />
      <main className="flex flex-col gap-4 p-4">{content}</main>
    </AppColumn>
  );
}
