import { describe, expect, it } from 'vitest';

describe('zod setup', () => {
  it('makes zod jitless without loading it, and zod adopts the setting when it loads', async () => {
    await import('./zod-setup');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'a' })).toEqual({ name: 'a' });
  });
});
