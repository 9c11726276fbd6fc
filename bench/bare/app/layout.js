// The smallest App Router document: no providers, no styles, no fonts.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
