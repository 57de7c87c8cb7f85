import { z } from 'zod';
import { installContractErrorMessages } from './errors.ts';

/*
 * zod with the spec's wording as its default messages (errors.ts), installed when zod is first
 * used. The contract's schemas and the web app's own form schemas take `z` from here, so the
 * messages are in place wherever zod runs, and the web app loads zod only with its forms, not on
 * its first screen (docs/decisions/045). The API also installs them explicitly at start.
 */
installContractErrorMessages();

export { z };
