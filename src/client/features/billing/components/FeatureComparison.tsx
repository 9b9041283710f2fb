import { Check, Minus } from 'lucide-react';
import type { Tier } from '@shared/schemas/billing';
import { Card } from '@client/components/ui/card';
import { COMPARISON_ROWS, type ComparisonCell } from '../model/features';

/** SPEC §2 feature comparison: every feature of SPEC §3 per tier, as a real table. */
export function FeatureComparison({ tiers }: { tiers: Tier[] }) {
  return (
    <Card className="px-3 py-4">
      {/* Auto layout: the plan columns take what their words need, the feature names wrap. */}
      <table className="w-full border-collapse text-xs min-[400px]:text-sm">
        <caption className="mb-3 px-2 text-left text-base font-semibold">Compare plans</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-2 py-2 text-left font-medium text-ink-muted">
              Feature
            </th>
            {tiers.map((tier) => (
              <th key={tier.id} scope="col" className="px-1 py-2 text-center font-semibold">
                {tier.displayName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.feature} className="border-b border-line/60 last:border-0">
              <th scope="row" className="px-2 py-2.5 text-left font-medium">
                {row.feature}
              </th>
              {tiers.map((tier) => (
                <td key={tier.id} className="px-1 py-2.5 text-center tabular-nums">
                  <Cell cell={row.cell(tier.features)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Cell({ cell }: { cell: ComparisonCell }) {
  if (cell.kind === 'text') return <>{cell.text}</>;
  const Icon = cell.included ? Check : Minus;
  return (
    <>
      <Icon
        aria-hidden="true"
        className={
          cell.included
            ? 'mx-auto size-5 text-brand-700 dark:text-brand-200'
            : 'mx-auto size-4 text-ink-muted'
        }
      />
      <span className="sr-only">{cell.included ? 'Included' : 'Not included'}</span>
    </>
  );
}
