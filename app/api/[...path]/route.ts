import { notFound } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/handler';

// Unknown API paths answer in the envelope like every other call rather than with an HTML 404 page.
const unknownCall = apiHandler({ auth: 'none', clientToken: false }, async () => {
  throw notFound('unknownCall');
});

export { unknownCall as GET, unknownCall as POST, unknownCall as PUT, unknownCall as PATCH, unknownCall as DELETE };
