/** Helpers for the services' ops tests: a Prometheus text reader and an OTLP/HTTP receiver. */
export { parseMetrics, sample, type MetricSample } from './prometheus.ts';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
