import { endpoints } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';

/** The system settings dialog: settings per scope and the to-do list. */
export const systemSettingRoutes: FastifyPluginAsync = async (app) => {
  const { systemSettings: settings } = app.services;
  const defs = endpoints.systemSetting;

  registerEndpoint(app, defs.query, ({ scope, body }) => settings.query(scope, body.tenantId));
  registerEndpoint(app, defs.editGlobal, ({ scope, body }) => settings.editGlobal(scope, body));
  registerEndpoint(app, defs.editTenant, ({ scope, body }) => settings.editTenant(scope, body));
  registerEndpoint(app, defs.editUser, ({ scope, body }) => settings.editUser(scope, body));
  registerEndpoint(app, defs.todoList, ({ scope, body, query }) =>
    settings.todoList(scope, body, query),
  );
  registerEndpoint(app, defs.todoEdit, ({ scope, body }) => settings.todoEdit(scope, body));
  registerEndpoint(app, defs.todoComplete, ({ scope, body }) => settings.todoComplete(scope, body));
  registerEndpoint(app, defs.todoRemove, async ({ scope, query }) => {
    await settings.todoRemove(scope, query.id);
    return null;
  });
};
