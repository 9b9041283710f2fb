// The Prometheus text format as /metrics writes it (src/server/plugins/metrics-exposition.ts).
import { describe, expect, it } from 'vitest';
import { formatValue, Registry } from '../../src/server/plugins/metrics-exposition';

describe('the Prometheus text format', () => {
  it('writes a labelled counter with its HELP and TYPE, one line per series', () => {
    const r = new Registry();
    const c = r.counter('jobs_total', 'Jobs done', ['kind']);
    c.inc({ kind: 'a' });
    c.inc({ kind: 'b' }, 2);
    c.inc({ kind: 'a' });
    expect(r.render()).toBe(
      [
        '# HELP jobs_total Jobs done',
        '# TYPE jobs_total counter',
        'jobs_total{kind="a"} 2',
        'jobs_total{kind="b"} 2',
        '',
      ].join('\n'),
    );
  });

  it('escapes backslashes, quotes and newlines in label values, and in help text', () => {
    const r = new Registry();
    r.counter('x_total', 'a \\ help\nline', ['v']).inc({ v: 'say "hi"\\\n' });
    expect(r.render()).toContain('# HELP x_total a \\\\ help\\nline\n');
    expect(r.render()).toContain('x_total{v="say \\"hi\\"\\\\\\n"} 1\n');
  });

  it('writes histogram buckets cumulatively, with +Inf, _sum and _count', () => {
    const r = new Registry();
    const h = r.histogram('wait_seconds', 'Waits', ['route'], [0.1, 1]);
    for (const v of [0.05, 0.1, 0.5, 3]) h.observe({ route: '/a' }, v);
    expect(r.render().split('\n').slice(2, -1)).toEqual([
      'wait_seconds_bucket{route="/a",le="0.1"} 2',
      'wait_seconds_bucket{route="/a",le="1"} 3',
      'wait_seconds_bucket{route="/a",le="+Inf"} 4',
      'wait_seconds_sum{route="/a"} 3.65',
      'wait_seconds_count{route="/a"} 4',
    ]);
  });

  it('reads gauges and outside counters when scraped, after the scrape hooks', () => {
    const r = new Registry();
    let snapshot = 0;
    let live = 7;
    r.onScrape(() => {
      snapshot = live;
    });
    r.gauge('depth', 'Depth', () => snapshot);
    r.counterOf('seen_total', 'Seen', () => live * 2);
    expect(r.render()).toContain('# TYPE depth gauge\ndepth 7\n');
    live = 9;
    const text = r.render();
    expect(text).toContain('depth 9\n');
    expect(text).toContain('# TYPE seen_total counter\nseen_total 18\n');
  });

  it.each([
    [NaN, 'NaN'],
    [Infinity, '+Inf'],
    [-Infinity, '-Inf'],
    [0.25, '0.25'],
    [12, '12'],
  ])('spells %d as %s', (n, text) => {
    expect(formatValue(n)).toBe(text);
  });

  it('refuses a metric registered twice, bad names, a label called le and unsorted buckets', () => {
    const r = new Registry();
    r.gauge('a', 'A', () => 1);
    expect(() => r.gauge('a', 'A again', () => 2)).toThrow(/twice/);
    expect(() => r.gauge('1bad', 'Bad', () => 1)).toThrow(/invalid metric name/);
    expect(() => r.counter('b_total', 'B', ['bad-label'])).toThrow(/invalid label/);
    expect(() => r.histogram('c', 'C', ['le'], [1])).toThrow(/invalid label/);
    expect(() => r.histogram('d', 'D', [], [1, 0.5])).toThrow(/ascend/);
  });
});
