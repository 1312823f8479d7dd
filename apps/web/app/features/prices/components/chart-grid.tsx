import type { ChartBox, ChartGeometry } from '../price-chart.util';

/** The grid lines with their value labels and the date labels below, for the server-drawn SVG charts. */
export function ChartGrid({
  box,
  geometry,
  className,
}: {
  readonly box: ChartBox;
  readonly geometry: Pick<ChartGeometry, 'xTicks' | 'yTicks'>;
  readonly className: string | undefined;
}) {
  return (
    <g className={className}>
      {geometry.yTicks.map((tick) => (
        <g key={tick.label}>
          <line x1={box.left} x2={box.width - box.right} y1={tick.position} y2={tick.position} />
          <text x={box.left - 8} y={tick.position} dy="0.32em" textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      {geometry.xTicks.map((tick, index) => (
        <text
          key={`${tick.label}-${index}`}
          x={tick.position}
          y={box.height - 10}
          textAnchor={index === 0 ? 'start' : index === geometry.xTicks.length - 1 ? 'end' : 'middle'}
        >
          {tick.label}
        </text>
      ))}
    </g>
  );
}
