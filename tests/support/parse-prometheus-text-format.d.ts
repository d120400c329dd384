/** The package ships no types: the shape of its answer (prom2json's). */
declare module 'parse-prometheus-text-format' {
  export interface PrometheusSample {
    labels?: Record<string, string>;
    /** Counters, gauges, untyped. */
    value?: string;
    /** Histograms and summaries. */
    count?: string;
    sum?: string;
    /** A histogram's cumulative counts by upper bound (`le`). */
    buckets?: Record<string, string>;
    quantiles?: Record<string, string>;
    timestamp_ms?: string;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
