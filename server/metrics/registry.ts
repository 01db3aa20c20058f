/**
 * A small Prometheus registry: counters and histograms with labels, written in the text exposition
 * format 0.0.4 (https://prometheus.io/docs/instrumenting/exposition_formats/). Hand-written because
 * the site needs four kinds of figures, not a client library.
 *
 * Every metric caps its number of label sets: a label value that would pass the cap is counted under
 * `other`, so a bug that puts raw paths in a label cannot grow the process's memory without end.
 */

export const MAX_SERIES = 500;

type Labels = Record<string, string>;

/** `\`, `"` and line breaks escaped as the format requires */
const escapeLabel = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const escapeHelp = (value: string) => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");

export function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return "";
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}`;
}

/** a number as Prometheus writes it (+Inf, -Inf, NaN) */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Number.POSITIVE_INFINITY) return "+Inf";
  if (value === Number.NEGATIVE_INFINITY) return "-Inf";
  return String(value);
}

export function header(name: string, type: "counter" | "gauge" | "histogram", help: string): string[] {
  return [`# HELP ${name} ${escapeHelp(help)}`, `# TYPE ${name} ${type}`];
}

abstract class Metric<Series> {
  protected readonly series = new Map<string, { labels: Labels; value: Series }>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  /** forgets every series, as a fresh process starts (the test runner's files share one process) */
  clear(): void {
    this.series.clear();
  }

  protected seriesOf(labels: Labels, create: () => Series): Series {
    let key = this.labelNames.map((n) => labels[n] ?? "").join("\u0000");
    let found = this.series.get(key);
    if (found) return found.value;
    let own = labels;
    if (this.series.size >= MAX_SERIES) {
      own = Object.fromEntries(this.labelNames.map((n) => [n, "other"]));
      key = this.labelNames.map(() => "other").join("\u0000");
      found = this.series.get(key);
      if (found) return found.value;
    }
    const value = create();
    this.series.set(key, {
      labels: Object.fromEntries(this.labelNames.map((n) => [n, own[n] ?? ""])),
      value,
    });
    return value;
  }

  abstract render(): string[];
}

export class Counter extends Metric<{ n: number }> {
  inc(labels: Labels = {}, by = 1): void {
    this.seriesOf(labels, () => ({ n: 0 })).n += by;
  }

  /** the current value of one label set (0 when it never moved) */
  get(labels: Labels = {}): number {
    const key = this.labelNames.map((n) => labels[n] ?? "").join("\u0000");
    return this.series.get(key)?.value.n ?? 0;
  }

  render(): string[] {
    const lines = header(this.name, "counter", this.help);
    // a counter without labels is shown at 0 before it first moves
    if (this.labelNames.length === 0 && this.series.size === 0) lines.push(`${this.name} 0`);
    for (const { labels, value } of this.series.values()) {
      lines.push(`${this.name}${formatLabels(labels)} ${formatValue(value.n)}`);
    }
    return lines;
  }
}

type Buckets = { counts: number[]; sum: number; count: number };

export class Histogram extends Metric<Buckets> {
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    /** upper bounds, ascending; +Inf is added */
    readonly bounds: readonly number[],
  ) {
    super(name, help, labelNames);
  }

  observe(labels: Labels, value: number): void {
    const series = this.seriesOf(labels, () => ({ counts: this.bounds.map(() => 0), sum: 0, count: 0 }));
    // the counts are per bucket here and made cumulative when written
    const index = this.bounds.findIndex((bound) => value <= bound);
    if (index >= 0) series.counts[index]++;
    series.sum += value;
    series.count++;
  }

  render(): string[] {
    const lines = header(this.name, "histogram", this.help);
    for (const { labels, value } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += value.counts[i];
        lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: formatValue(bound) })} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket${formatLabels({ ...labels, le: "+Inf" })} ${value.count}`);
      lines.push(`${this.name}_sum${formatLabels(labels)} ${formatValue(value.sum)}`);
      lines.push(`${this.name}_count${formatLabels(labels)} ${value.count}`);
    }
    return lines;
  }
}

/** a gauge read at scrape time: one value per label set */
export function gauge(name: string, help: string, samples: { labels?: Labels; value: number }[]): string[] {
  return [
    ...header(name, "gauge", help),
    ...samples.map((s) => `${name}${formatLabels(s.labels ?? {})} ${formatValue(s.value)}`),
  ];
}
