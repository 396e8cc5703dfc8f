import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';

/** Every domain module; each registers its endpoints of the contract table. */
export const modules: FastifyPluginAsync[] = [authRoutes];
