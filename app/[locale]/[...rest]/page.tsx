import { notFound } from 'next/navigation';

// Deeper unknown paths under a known route (/blog/1/x) get the localized 404 inside the root layout.
export default function UnknownPath() {
  notFound();
}
