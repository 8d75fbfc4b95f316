/**
 * Helpers for the services' ops tests: a Prometheus text reader, an OTLP/HTTP receiver and a
 * half-sent POST for the drain tests.
 */
export { parseMetrics, sample, type MetricSample } from './prometheus.ts';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
export { halfSentPost, type HalfSentPost } from './half-sent.ts';
