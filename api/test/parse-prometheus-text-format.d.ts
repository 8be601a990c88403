// The package ships no types: its output, as its README describes it (prom2json's shape).
declare module 'parse-prometheus-text-format' {
  interface PrometheusSample {
    labels?: Record<string, string>;
    /** Counters, gauges and untyped samples: the value as written. */
    value?: string;
    /** Histograms: the cumulative count of each bucket by its `le`. */
    buckets?: Record<string, string>;
    /** Summaries. */
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  /** Throws on a line that is not of the text format. */
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
