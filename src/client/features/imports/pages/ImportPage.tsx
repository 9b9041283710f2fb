import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  type ImportResult,
  type ImportSource,
  type ImportSummary,
} from '@shared/schemas/imports';
import type { User } from '@shared/schemas/users';
import { DISTANCE_UNITS, WEIGHT_UNITS, type DistanceUnit, type WeightUnit } from '@shared/units';
import { FormAlert } from '@client/components/forms/FormAlert';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { AppColumn } from '@client/components/layout/AppColumn';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { useConnectivity } from '@client/lib/connectivity';
import { plural } from '@client/lib/formatting';
import {
  importErrorText,
  invalidateImportReads,
  previewImport,
  runImport,
  useUndoImport,
  type ImportProgress,
} from '../api/imports';
import { FilePicker } from '../components/FilePicker';
import { ImportProgressPanel } from '../components/ImportProgressPanel';
import { ImportResultPanel } from '../components/ImportResultPanel';
import { NameMappingList } from '../components/NameMappingList';
import { PastImports } from '../components/PastImports';
import { PreviewSummary } from '../components/PreviewSummary';
import { SegmentedChoice } from '../components/SegmentedChoice';
import { addedText, fileProblem, importDay, undoText } from '../model/import-text';
import { mappingFor, mappingToSend, unanswered, type MappingState } from '../model/mapping';

const WEIGHT_LABELS: Record<WeightUnit, string> = { kg: 'kg', lb: 'lb' };
const DISTANCE_LABELS: Record<DistanceUnit, string> = {
  miles: 'miles',
  km: 'km',
  meters: 'meters',
  yards: 'yards',
};

/** The import being undone, with what the confirmation says it removes. */
interface UndoTarget {
  id: string;
  label: string;
  description: string;
}

/**
 * /import (issue 29 §6): choose an export file, see what it would add (a dry run), answer what
 * the file does not say (units, names), import it with a progress bar, and undo any import.
 */
export function ImportPage({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { online } = useConnectivity();
  const [file, setFile] = useState<{ file: File; seq: number } | null>(null);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [weightUnit, setWeightUnit] = useState<WeightUnit | null>(null);
  const [distanceUnit, setDistanceUnit] = useState<DistanceUnit | null>(null);
  const [answers, setAnswers] = useState<MappingState>({});
  const [triedImport, setTriedImport] = useState(false);
  const [progress, setProgress] = useState<ImportProgress>({ bytes: 0, workouts: 0, sets: 0 });
  const [undoTarget, setUndoTarget] = useState<UndoTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<HTMLParagraphElement>(null);
  // After an undo the button that opened the dialog is gone with what it undid: the line saying
  // what happened takes the focus, rather than the page's body.
  useEffect(() => {
    if (announcement) announced.current?.focus();
  }, [announcement]);

  const refused = file ? fileProblem(file.file) : null;
  const fields = {
    source: source ?? undefined,
    weightUnit: weightUnit ?? undefined,
    distanceUnit: distanceUnit ?? undefined,
  };

  const importing = useMutation({
    mutationFn: (chosen: File) =>
      runImport(chosen, { ...fields, mapping: mappingToSend(mapping) }, setProgress),
    // Its own offline check is the screen's: never paused and replayed later.
    networkMode: 'always',
    onSettled: () => invalidateImportReads(queryClient, user.id),
  });
  const result: ImportResult | undefined = importing.data;

  const preview = useQuery({
    queryKey: ['import-preview', file?.seq ?? 0, source, weightUnit, distanceUnit],
    queryFn: ({ signal }) => previewImport(file!.file, fields, signal),
    enabled: file !== null && !refused && online && !importing.isPending,
    // Answering the unit question keeps the preview up while the new one comes; a new file does not.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === (file?.seq ?? 0) ? previous : undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });
  const shown = preview.data;
  const mapping = mappingFor(shown?.unmappedExercises ?? [], answers);

  const undo = useUndoImport(user.id);

  const choose = (chosen: File) => {
    importing.reset();
    setFile((current) => ({ file: chosen, seq: (current?.seq ?? 0) + 1 }));
    setSource(null);
    setWeightUnit(null);
    setDistanceUnit(null);
    setAnswers({});
    setTriedImport(false);
    setAnnouncement('');
  };
  const startOver = () => {
    importing.reset();
    setFile(null);
    setSource(null);
    setWeightUnit(null);
    setDistanceUnit(null);
    setAnswers({});
    setTriedImport(false);
  };

  const previewError = preview.error ? importErrorText(preview.error) : null;
  const importError = importing.error ? importErrorText(importing.error) : null;
  const needsWeight = shown?.needs.includes('weightUnit') || weightUnit !== null;
  const needsDistance = shown?.needs.includes('distanceUnit') || distanceUnit !== null;
  const unitsMissing = shown ? shown.needs.length > 0 : true;
  const nothingNew = shown ? shown.workouts === 0 : false;
  const canImport =
    online && !!shown && !preview.isFetching && !preview.isError && !unitsMissing && !nothingNew;

  const startImport = () => {
    setTriedImport(true);
    if (!file || !canImport || unanswered(mapping).length > 0) return;
    setProgress({ bytes: 0, workouts: 0, sets: 0 });
    setAnnouncement('');
    importing.mutate(file.file);
  };

  const askUndo = (target: Pick<ImportSummary, 'id' | 'source' | 'createdAt'>, text: string) =>
    setUndoTarget({
      id: target.id,
      label: `the ${IMPORT_SOURCE_LABELS[target.source]} import of ${importDay(target.createdAt, user.timeZone)}`,
      description: text,
    });
  const confirmUndo = () => {
    if (!undoTarget) return;
    undo.mutate(undoTarget.id, {
      onSuccess: () => {
        setAnnouncement(`Undone: ${undoTarget.label} is removed.`);
        if (result?.id === undoTarget.id) startOver();
      },
      onSettled: () => setUndoTarget(null),
    });
  };

  return (
    <AppColumn>
      <ScreenHeader
        title="Import from another app"
        backHref="/profile"
        backLabel="Back to profile"
      />
      <main className="flex flex-col gap-5 p-4">
        <p className="text-sm text-ink-muted">
          Bring your history from Strong, Hevy, FitNotes or StrongLifts, or from another Joey Fit.
          Imported workouts fill your records, charts and exercise history; they earn no XP and
          don’t move streaks or leaderboards.
        </p>
        <div role="status" className="empty:hidden">
          {announcement && (
            <p ref={announced} tabIndex={-1} className="font-medium outline-none">
              {announcement}
            </p>
          )}
        </div>
        {!online && importing.isIdle && (
          <div
            role="status"
            className="flex items-start gap-3 rounded-card border border-line bg-surface-muted p-4"
          >
            <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="text-sm">
              <span className="font-semibold">Importing needs a connection.</span> The file is read
              and saved on the server, so unlike a logged workout it can’t wait on this device.
              Connect, and the preview appears.
            </p>
          </div>
        )}

        {importing.isPending && file ? (
          <ImportProgressPanel progress={progress} size={file.file.size} />
        ) : result ? (
          <ImportResultPanel
            result={result}
            onAnother={startOver}
            onUndo={() =>
              result.id &&
              askUndo(
                { id: result.id, source: result.source, createdAt: new Date().toISOString() },
                undoText(result),
              )
            }
          />
        ) : (
          <>
            <FilePicker file={file?.file ?? null} onChoose={choose}>
              {file && (
                <div className="flex w-full flex-col gap-3 text-left">
                  <FormAlert message={refused} className="p-3" />
                  {!refused && (
                    <SourceChoice
                      detected={shown && !preview.isPlaceholderData ? shown.source : null}
                      source={source}
                      onChange={setSource}
                    />
                  )}
                  {previewError && (
                    <div className="flex flex-col items-start gap-2">
                      <FormAlert message={previewError.message} className="p-3" />
                      {previewError.retry && (
                        <Button variant="secondary" onClick={() => void preview.refetch()}>
                          Retry
                        </Button>
                      )}
                    </div>
                  )}
                  {importError && (
                    <div className="flex flex-col items-start gap-2">
                      <FormAlert message={importError.message} className="p-3" />
                      {importError.retry && online && (
                        <Button variant="secondary" onClick={startImport}>
                          Retry
                        </Button>
                      )}
                    </div>
                  )}
                </div>
              )}
            </FilePicker>

            {file && !refused && online && preview.isPending && !preview.isError && (
              <div aria-label="Reading the file" className="flex flex-col gap-3">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-32 w-full rounded-card" />
              </div>
            )}

            {file && shown && !previewError && (
              <div
                className="flex flex-col gap-5"
                aria-busy={preview.isFetching}
                data-testid="import-preview"
              >
                {preview.isFetching && (
                  <p role="status" className="text-sm text-ink-muted">
                    Updating the preview…
                  </p>
                )}
                <PreviewSummary preview={shown} />
                {(needsWeight || needsDistance) && (
                  <section aria-labelledby="import-units-title" className="flex flex-col gap-3">
                    <div>
                      <h2 id="import-units-title" className="text-base font-semibold">
                        Units
                      </h2>
                      <p className="text-sm text-ink-muted">
                        The file doesn’t say. Sets are kept in the unit you lifted them in.
                      </p>
                    </div>
                    {needsWeight && (
                      <SegmentedChoice
                        legend="Which unit are the weights in?"
                        name="import-weight-unit"
                        options={WEIGHT_UNITS}
                        labels={WEIGHT_LABELS}
                        current={weightUnit}
                        onChoose={setWeightUnit}
                      />
                    )}
                    {needsDistance && (
                      <SegmentedChoice
                        legend="Which unit are the distances in?"
                        name="import-distance-unit"
                        options={DISTANCE_UNITS}
                        labels={DISTANCE_LABELS}
                        current={distanceUnit}
                        onChoose={setDistanceUnit}
                      />
                    )}
                  </section>
                )}
                {shown.unmappedExercises.length > 0 && (
                  <NameMappingList
                    unmapped={shown.unmappedExercises}
                    mapping={mapping}
                    showProblems={triedImport}
                    onChange={(name, choice) => setAnswers((a) => ({ ...a, [name]: choice }))}
                  />
                )}
                <div className="flex flex-col gap-2">
                  <Button size="lg" disabled={!canImport} onClick={startImport}>
                    {nothingNew ? 'Nothing new to import' : `Import ${addedText(shown)}`}
                  </Button>
                  {unitsMissing && (
                    <p className="text-sm text-ink-muted">Answer the unit question to import.</p>
                  )}
                  {nothingNew && (
                    <p className="text-sm text-ink-muted">
                      {shown.duplicates > 0
                        ? `Everything in this file is already here (${plural(shown.duplicates, 'set')}).`
                        : 'This file holds no workouts.'}
                    </p>
                  )}
                  {triedImport && unanswered(mapping).length > 0 && (
                    <p role="alert" className="text-sm font-medium text-danger">
                      Choose an exercise for each name to log as one, or keep it as written.
                    </p>
                  )}
                </div>
              </div>
            )}
          </>
        )}

        {!importing.isPending && (
          <PastImports
            timeZone={user.timeZone}
            onUndo={(summary) => askUndo(summary, undoText(summary))}
          />
        )}
        <FormAlert
          message={undo.error ? `Undo failed. ${importErrorText(undo.error).message}` : null}
          className="p-3"
        />
      </main>
      <ConfirmDialog
        open={undoTarget !== null}
        onOpenChange={(open) => !open && setUndoTarget(null)}
        title="Undo this import?"
        description={undoTarget?.description ?? ''}
        confirmLabel="Undo import"
        pendingLabel="Undoing…"
        pending={undo.isPending}
        onConfirm={confirmUndo}
      />
    </AppColumn>
  );
}

interface SourceChoiceProps {
  detected: ImportSource | null;
  source: ImportSource | null;
  onChange: (source: ImportSource | null) => void;
}

/** "Detected: Strong", with the formats to read the file as another (issue 29 §6). */
function SourceChoice({ detected, source, onChange }: SourceChoiceProps) {
  return (
    <div className="flex flex-col gap-1.5">
      {detected && !source && (
        <p className="text-sm" data-testid="import-detected">
          Detected: <span className="font-semibold">{IMPORT_SOURCE_LABELS[detected]}</span>
        </p>
      )}
      <label htmlFor="import-source" className="text-sm font-medium">
        Read the file as
      </label>
      <NativeSelect
        id="import-source"
        value={source ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ImportSource | null)}
      >
        <option value="">
          {detected ? `${IMPORT_SOURCE_LABELS[detected]} (detected)` : 'Detect from the file'}
        </option>
        {IMPORT_SOURCES.map((s) => (
          <option key={s} value={s}>
            {IMPORT_SOURCE_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
