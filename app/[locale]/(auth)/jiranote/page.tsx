import { SupportNoteForm } from '@/components/support/SupportNoteForm';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('jiraNote');

/** A note to support for someone who cannot sign in; answered by e-mail. */
export default function SupportNotePage() {
  return <SupportNoteForm />;
}
