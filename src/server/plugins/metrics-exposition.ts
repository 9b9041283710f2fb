// Prometheus' text exposition format (version 0.0.4), written here rather than taken from
// prom-client: the app needs counters, histograms and gauges read when scraped, which is about a
// hundred lines, where the library would bring its default collectors, a global registry and
// dependencies of its own into every production install.

export const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const escapeHelp = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

/** A sample value as the format spells it (Go's float syntax for the infinities). */
export function formatValue(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  return String(n);
}

type LabelValues<L extends string> = Record<L, string>;

function labelText(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

interface Metric {
  readonly name: string;
  lines(): string[];
}

function header(name: string, help: string, type: string) {
  return [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
}

/** Series by their label values; the key is the values in the metric's label order. */
class Series<L extends string, S> {
  private readonly byKey = new Map<string, { pairs: [L, string][]; state: S }>();
  constructor(
    private readonly labelNames: readonly L[],
    private readonly fresh: () => S,
  ) {}

  get(labels: LabelValues<L>): S {
    const values = this.labelNames.map((n) => labels[n]);
    const key = values.join('\u0000');
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { pairs: this.labelNames.map((n, i) => [n, values[i]!]), state: this.fresh() };
      this.byKey.set(key, entry);
    }
    return entry.state;
  }

  entries() {
    return [...this.byKey.values()];
  }
}

export class Counter<L extends string> implements Metric {
  private readonly series: Series<L, { value: number }>;
  constructor(
    readonly name: string,
    private readonly help: string,
    labelNames: readonly L[],
  ) {
    this.series = new Series(labelNames, () => ({ value: 0 }));
  }

  inc(labels: LabelValues<L>, by = 1) {
    this.series.get(labels).value += by;
  }

  lines() {
    return [
      ...header(this.name, this.help, 'counter'),
      ...this.series.entries().map((e) => `${this.name}${labelText(e.pairs)} ${e.state.value}`),
    ];
  }
}

export class Histogram<L extends string> implements Metric {
  private readonly series: Series<L, { counts: number[]; sum: number; count: number }>;
  constructor(
    readonly name: string,
    private readonly help: string,
    labelNames: readonly L[],
    /** Upper bounds, ascending; +Inf is implied. */
    private readonly buckets: readonly number[],
  ) {
    if (buckets.some((b, i) => i > 0 && b <= buckets[i - 1]!)) {
      throw new RangeError(`${name}: buckets must ascend`);
    }
    this.series = new Series(labelNames, () => ({
      counts: buckets.map(() => 0),
      sum: 0,
      count: 0,
    }));
  }

  observe(labels: LabelValues<L>, value: number) {
    const s = this.series.get(labels);
    const i = this.buckets.findIndex((b) => value <= b);
    if (i >= 0) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }

  lines() {
    const out = header(this.name, this.help, 'histogram');
    for (const { pairs, state } of this.series.entries()) {
      // Buckets are cumulative on the wire: each counts every observation at or below its bound.
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += state.counts[i]!;
        const labels = labelText([...pairs, ['le', formatValue(bound)]]);
        out.push(`${this.name}_bucket${labels} ${cumulative}`);
      });
      out.push(`${this.name}_bucket${labelText([...pairs, ['le', '+Inf']])} ${state.count}`);
      out.push(`${this.name}_sum${labelText(pairs)} ${formatValue(state.sum)}`);
      out.push(`${this.name}_count${labelText(pairs)} ${state.count}`);
    }
    return out;
  }
}

/** A value read when scraped: a gauge, or a counter kept by someone else (e.g. the process). */
class Sampled implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly type: 'gauge' | 'counter',
    private readonly read: () => number,
  ) {}

  lines() {
    return [...header(this.name, this.help, this.type), `${this.name} ${formatValue(this.read())}`];
  }
}

export class Registry {
  private readonly metrics: Metric[] = [];
  private readonly beforeScrape: (() => void)[] = [];

  private add<M extends Metric>(metric: M, labelNames: readonly string[] = []): M {
    if (!NAME.test(metric.name)) throw new Error(`invalid metric name ${metric.name}`);
    const bad = labelNames.find((l) => !LABEL.test(l) || l === 'le');
    if (bad !== undefined) throw new Error(`${metric.name}: invalid label name ${bad}`);
    if (this.metrics.some((m) => m.name === metric.name)) {
      throw new Error(`metric ${metric.name} is registered twice`);
    }
    this.metrics.push(metric);
    return metric;
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
    return this.add(new Counter(name, help, labelNames), labelNames);
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: readonly number[],
  ) {
    return this.add(new Histogram(name, help, labelNames, buckets), labelNames);
  }

  gauge(name: string, help: string, read: () => number) {
    this.add(new Sampled(name, help, 'gauge', read));
  }

  /** A counter whose running total is kept elsewhere and read when scraped. */
  counterOf(name: string, help: string, read: () => number) {
    this.add(new Sampled(name, help, 'counter', read));
  }

  /** Runs before every scrape, e.g. to take one snapshot that several gauges read. */
  onScrape(fn: () => void) {
    this.beforeScrape.push(fn);
  }

  render(): string {
    for (const fn of this.beforeScrape) fn();
    return `${this.metrics.flatMap((m) => m.lines()).join('\n')}\n`;
  }
}
