/**
 * Helpers for the services' ops tests: a Prometheus text reader, an OTLP/HTTP receiver and a
 * half-sent POST and a readiness watch for the drain tests.
 */
export { parseMetrics, sample, type MetricSample } from './prometheus.ts';
export { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.ts';
export { halfSentPost, type HalfSentPost } from './half-sent.ts';
export { watchReadiness, type ReadinessState, type ReadinessWatch } from './readiness-watch.ts';
