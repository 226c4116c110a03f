import { Card, CardHeader } from '@/components/ui/card';
import { ProgressRow, type BarColour } from './progress-row';
import type { ComponentProps } from 'react';

interface DistributionPanelProps {
  title: string;
  rows: { label: string; count: number }[];
  total: number;
  empty: string;
  colour: BarColour;
  unit?: ComponentProps<typeof ProgressRow>['unit'];
}

/** Counts and percentage bars per type, location, ... */
export function DistributionPanel({ title, rows, total, empty, colour, unit }: DistributionPanelProps) {
  return (
    <Card>
      <CardHeader title={title} />
      <div className="space-y-4 p-5">
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
        ) : (
          rows.map((row) => (
            <ProgressRow
              key={row.label}
              label={row.label}
              count={row.count}
              total={total}
              colour={colour}
              unit={unit}
            />
          ))
        )}
      </div>
    </Card>
  );
}
