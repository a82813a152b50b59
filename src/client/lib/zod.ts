// What `zod` means in the client build (vite.config.ts aliases it here): Zod, set to parse
// without probing `new Function` for its compiled parsers. The page's policy (script-src 'self')
// refuses eval, and the browser reports every refused probe as a policy violation. Being the
// module every schema imports, this runs before any schema exists.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
