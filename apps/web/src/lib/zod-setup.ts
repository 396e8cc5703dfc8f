import { z } from 'zod';

// zod would probe once whether `new Function` is allowed (to compile faster parsers) when its
// first object schema is made; the console's Content-Security-Policy refuses that
// (docs/security.md). main.tsx loads this before the app chunk, whose modules make the schemas.
z.config({ jitless: true });
