import { Settings2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Equipment } from '@shared/plates';
import { lbsToKg, type WeightUnit } from '@shared/units';
import { LoadError } from '@client/components/layout/LoadError';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useEquipment } from '@client/lib/equipment';
import { formatLoad, plateCalculatorView, plateColour } from './plate-calculator';

/** Where Profile keeps the bar and plates (its card's id). */
export const EQUIPMENT_PATH = '/profile#gym-equipment';

interface PlateCalculatorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The weight to load, in `unit`; null or 0 while the set has none. */
  weight: number | null;
  unit: WeightUnit;
}

/**
 * The plate calculator (issue 27 §3), opened from any weighted set: the plates per side for
 * `weight` on the bar the person owns (Profile's Gym equipment, or the standard set for their
 * unit until they save one), drawn and said in words, with the nearest loadable weights when it
 * cannot be made exactly.
 */
export function PlateCalculator({ open, onOpenChange, weight, unit }: PlateCalculatorProps) {
  const equipment = useEquipment();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10 text-lg font-semibold">
          {weight ? `Plates for ${formatLoad(weight, unit)}` : 'Plate calculator'}
        </DialogTitle>
        {equipment.isPending ? (
          <DialogDescription className="mt-3" role="status">
            Loading your bar and plates…
          </DialogDescription>
        ) : equipment.isError ? (
          <LoadError
            className="mt-3"
            message="Couldn't load your bar and plates."
            onRetry={() => void equipment.refetch()}
            retrying={equipment.isFetching}
          />
        ) : weight && weight > 0 ? (
          <Loading weight={weight} unit={unit} equipment={equipment.data} />
        ) : (
          <DialogDescription className="mt-3">
            Enter a weight on the set to see the plates for it.
          </DialogDescription>
        )}
        <Link
          href={EQUIPMENT_PATH}
          onClick={() => onOpenChange(false)}
          className="mt-5 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
        >
          <Settings2 aria-hidden="true" className="size-4" />
          {equipment.data?.saved === false
            ? 'Set your bar and plates'
            : 'Change your bar and plates'}
        </Link>
      </DialogContent>
    </Dialog>
  );
}

function Loading({
  weight,
  unit,
  equipment,
}: {
  weight: number;
  unit: WeightUnit;
  equipment: Equipment & { saved: boolean };
}) {
  const view = plateCalculatorView(weight, unit, equipment);
  return (
    <>
      <DialogDescription className="mt-3 text-base text-ink">{view.headline}</DialogDescription>
      <Barbell perSide={view.answer.perSide} unit={view.unit} />
      <p className="text-lg font-semibold tabular-nums">{view.perSide}</p>
      {view.nearest && <p className="mt-1 text-sm text-ink tabular-nums">{view.nearest}</p>}
      <p className="mt-2 text-sm text-ink-muted">
        {`On ${equipment.saved ? 'your' : 'a standard'} ${formatLoad(equipment.bar, view.unit)} bar`}
        {equipment.saved ? '.' : ', until you set yours.'}
      </p>
    </>
  );
}

/**
 * Each sleeve runs from the collar (`inner`, from the drawing's edge) out to `outer`; plates are
 * `plateWidth` wide until a side holds more than fit, then thinner so all of them show.
 */
const SLEEVE = { inner: 112, outer: 8, plateWidth: 14 };

/**
 * A bar seen from the front with the plates of each side, heaviest against the collar, coloured
 * as gyms colour them. Decorative: the sentence under it says the same.
 */
function Barbell({ perSide, unit }: { perSide: readonly number[]; unit: WeightUnit }) {
  const room = SLEEVE.inner - SLEEVE.outer;
  const width = Math.min(SLEEVE.plateWidth, room / Math.max(perSide.length, 1));
  // A 20 kg (45 lb) plate is full height; lighter ones shrink with the square root of their
  // weight, so change plates stay visible.
  const height = (w: number) =>
    24 + 66 * Math.min(1, Math.sqrt((unit === 'kg' ? w : lbsToKg(w)) / 20));
  const plates = perSide.map((w, i) => ({ i, h: height(w), fill: plateColour(w, unit) }));
  return (
    <svg viewBox="0 0 320 100" className="my-4 w-full" aria-hidden="true" data-testid="barbell">
      {/* The sleeves, thicker than the shaft between the collars where the hands go. */}
      <rect
        x="4"
        y="45"
        width={SLEEVE.inner - 4}
        height="10"
        rx="2"
        className="fill-ink-muted/60"
      />
      <rect
        x={320 - SLEEVE.inner}
        y="45"
        width={SLEEVE.inner - 4}
        height="10"
        rx="2"
        className="fill-ink-muted/60"
      />
      <rect
        x={SLEEVE.inner}
        y="47"
        width={320 - 2 * SLEEVE.inner}
        height="6"
        className="fill-ink-muted/40"
      />
      <rect x={SLEEVE.inner} y="40" width="6" height="20" rx="1" className="fill-ink-muted" />
      <rect
        x={320 - SLEEVE.inner - 6}
        y="40"
        width="6"
        height="20"
        rx="1"
        className="fill-ink-muted"
      />
      {plates.map(({ i, h, fill }) => (
        <g key={i} fill={fill} stroke="#334155" strokeWidth="0.75">
          <rect
            x={SLEEVE.inner - (i + 1) * width}
            y={50 - h / 2}
            width={width - 1}
            height={h}
            rx="1.5"
          />
          <rect
            x={320 - SLEEVE.inner + i * width + 1}
            y={50 - h / 2}
            width={width - 1}
            height={h}
            rx="1.5"
          />
        </g>
      ))}
    </svg>
  );
}
