import type { FastifyRequest } from 'fastify';

/** The caller's IP (from X-Forwarded-For only when the proxy is trusted; see TRUST_PROXY). */
export const clientIp = (request: FastifyRequest): string => request.ip || 'unknown';
