import { z } from 'zod';

/**
 * A server-made UUID in an address or a body, its length written out: the OpenAPI document then
 * bounds it, so a body limit can be computed from the schema (decision 017) and the fuzz suites,
 * which generate values from the document, send ids of a real length (unbounded, one run in a few
 * sent 10,000 characters and met the address-length guard's 414 instead of the check it aimed at).
 */
export const uuidId = () => z.uuid().length(36);
