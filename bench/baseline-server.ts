// The baseline: a bare Fastify endpoint answering a fixed 20-row envelope, no database, no
// auth, no logging. The product's endpoints are measured against it in the same run.
import { fastify } from 'fastify';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Row ${index + 1}`,
  code: `R${String(index + 1).padStart(4, '0')}`,
  organPath: `/1/${index + 1}/`,
  createDate: '2025-01-01 00:00:00',
}));
const answer = { successful: true, status: 200, data: rows };

const app = fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
app.post('/api/baseline/list', async () => answer);

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
