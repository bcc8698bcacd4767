import { afterEach } from 'vitest';
import { resetAfterEachTest } from './resets';

/* Every plain .ts web test file (no DOM). Vitest runs a setup file again for each test file, but
   not the modules it imports: the hooks are registered here, not in an imported module. */

afterEach(resetAfterEachTest);
