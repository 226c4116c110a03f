import type { FastifyRequest } from 'fastify';

/** The origin the client reached us at (behind a proxy, as trustProxy lets it tell): QR payloads name it. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
