/**
 * @bloom/ops: the operations code the api, the gateway and the web server share (DESIGN.md,
 * Operations). The tracing bootstrap is its own entry, `@bloom/ops/tracing`, loaded before
 * anything else; the tests' helpers are `@bloom/ops/testing`.
 */
export {
  opsRouteConfig,
  opsRouteOptions,
  readinessTimeoutMs,
  registerHealthRoutes,
  startDraining,
  upstreamReadiness,
  within,
  type HealthRoutesOptions,
  type Readiness,
  type ReadinessCheck,
} from './health.ts';
export { registerHttpMetrics, type HttpMetricsOptions } from './metrics.ts';
export { echoRequestId, requestIdHeader, requestIdOptions } from './request-id.ts';
export {
  bodyTypeRefusal,
  crossSiteRefusal,
  crossSiteSentence,
  defaultPublicUrl,
  mediaType,
  readAllowedOrigins,
  readPublicUrl,
  shopBodyRules,
  type BodyRule,
} from './write-guard.ts';
export {
  installGracefulShutdown,
  maxDrainMs,
  productionDrainMs,
  readDrainMs,
  shutdownLimitMs,
  type GracefulShutdownOptions,
} from './shutdown.ts';
