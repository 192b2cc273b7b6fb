import { QN_UI as T } from './text';
import styles from './Questionnaire.module.css';

export type BarChartRow = { key: string | number; label: string; count: number };

export type BarChartProps = {
  /** Element id prefix; the chart's title and table derive from it. */
  id: string;
  title: string;
  rows: BarChartRow[];
  /** What percentages are of (the question's respondents). */
  base: number;
};

const ROW_HEIGHT = 46;
/** Labels longer than this are cut in the drawing; the data table below has them whole. */
const LABEL_MAX = 16;

export const percentOf = (count: number, base: number) => (base > 0 ? `${Math.round((count / base) * 1000) / 10}%` : '0%');
const cut = (label: string) => ([...label].length > LABEL_MAX ? `${[...label].slice(0, LABEL_MAX - 1).join('')}…` : label);

/**
 * A horizontal bar chart drawn on the server as inline SVG: each row is the option's label and its
 * count and share as text, and a bar below. No viewBox, so text keeps its real size on a phone and
 * the bars stretch with percentages. Screen readers get one image with a name that reads every
 * number (role="img", aria-labelledby → <title>), and everyone can open the same data as a table.
 */
export function BarChart({ id, title, rows, base }: BarChartProps) {
  const height = rows.length * ROW_HEIGHT + 4;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const name = T.chartLabel(title, rows.map((r) => T.chartPart(r.label, r.count, percentOf(r.count, base))).join('，'));
  return (
    <figure className={styles.chart}>
      <svg className={styles.chartSvg} width="100%" height={height} role="img" aria-labelledby={`${id}-title`} xmlns="http://www.w3.org/2000/svg">
        <title id={`${id}-title`}>{name}</title>
        {rows.map((r, i) => {
          const y = i * ROW_HEIGHT;
          const width = (r.count / max) * 100;
          return (
            <g key={r.key}>
              <text x="0" y={y + 17} className={styles.chartLabel}>
                {cut(r.label)}
              </text>
              <text x="100%" y={y + 17} textAnchor="end" className={styles.chartValue}>
                {`${T.people(r.count)} · ${percentOf(r.count, base)}`}
              </text>
              <rect x="0" y={y + 24} width="100%" height="14" rx="3" className={styles.chartTrack} />
              {r.count > 0 ? <rect x="0" y={y + 24} width={`${width}%`} height="14" rx="3" className={styles.chartBar} /> : null}
            </g>
          );
        })}
      </svg>
      <details className={styles.chartData}>
        <summary>{T.dataTable}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{T.optionHeader}</th>
              <th scope="col">{T.countHeader}</th>
              <th scope="col">{T.percentHeader}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{r.count}</td>
                <td>{percentOf(r.count, base)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
