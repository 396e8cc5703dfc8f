import type { core } from 'zod';

/**
 * zod would probe once whether `new Function` is allowed (to compile faster parsers) when its
 * first object schema is made; the console's Content-Security-Policy refuses that
 * (docs/security.md). zod keeps its configuration in `globalThis.__zod_globalConfig` and adopts
 * the one it finds there when it loads, so this sets `jitless` without loading zod: main.tsx
 * imports it first, and the chunks that make schemas (screens, forms) come later. If zod is
 * already loaded (unit tests), its configuration object is the same one, changed in place.
 */
const holder = globalThis as { __zod_globalConfig?: core.$ZodConfig };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
