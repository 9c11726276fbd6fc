#!/usr/bin/env node
// A stand-in for the status page's widget and for the new site, on a port of its own (so on another origin
// than the app, as in production). For development and the end-to-end tests:
//
//   STATUS_WIDGET_PORT=3999 node scripts/status-widget-dev.mjs
//   STATUS_WIDGET_URL=http://localhost:3999/widget NEW_SITE_URL=http://localhost:3999/new-site npm run dev
//
// http://localhost:3999/ has buttons that show and hide the widget on every open page of the app.
//
//   GET  /widget    the framed page: follows the state and posts {type:'status-widget', visible} to its parent
//   GET  /          the control page
//   GET  /state     {"visible": false}; POST /state with {"visible": true|false} changes it
//   GET  /events    the state as server-sent events (what /widget listens to)
//   GET  /new-site  a page standing for the new version of the site (NEW_SITE_URL)
//   GET  /health    200 when listening
import { createServer } from 'node:http';

const port = Number(process.env.STATUS_WIDGET_PORT ?? 3999);
const state = { visible: false };
const listeners = new Set();

const page = (title, body, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #0f172a; background: #fff; }
  .card { box-sizing: border-box; height: 115px; padding: 12px 16px; border-left: 6px solid #f59e0b; background: #fffbeb; }
  .card strong { display: block; font-size: 15px; }
  main { max-width: 40rem; margin: 3rem auto; padding: 0 1rem; }
  button { font: inherit; padding: .5rem 1rem; margin-right: .5rem; }
</style></head>
<body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;

const WIDGET = page(
  'Service status',
  `<div class="card" role="status"><strong>Scheduled maintenance</strong>Some ATMs may be unavailable tonight between 01:00 and 03:00.
  <a href="http://localhost:${port}/" target="_blank" rel="noopener">Details</a></div>`,
  // Visibility is nothing secret, so any parent may read it: the widget does not know which site frames it.
  `new EventSource('/events').onmessage = (event) => {
     window.parent.postMessage({ type: 'status-widget', visible: JSON.parse(event.data).visible }, '*');
   };`,
);

const CONTROL = page(
  'Status widget (development)',
  `<main><h1>Status widget</h1><p>Shown on every open page of the app: <output id="state">…</output></p>
  <button id="show">Show</button><button id="hide">Hide</button></main>`,
  `const set = (visible) => fetch('/state', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ visible }) });
   document.getElementById('show').onclick = () => set(true);
   document.getElementById('hide').onclick = () => set(false);
   new EventSource('/events').onmessage = (event) => {
     document.getElementById('state').textContent = JSON.parse(event.data).visible ? 'visible' : 'hidden';
   };`,
);

const NEW_SITE = page('The new version', '<main><h1>The new version of the site</h1><p>A stand-in for NEW_SITE_URL.</p></main>');

function send(response, status, type, body) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

function broadcast() {
  for (const listener of listeners) listener.write(`data: ${JSON.stringify(state)}\n\n`);
}

async function readJson(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || '{}');
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://localhost:${port}`);
  if (request.method === 'GET' && pathname === '/widget') return send(response, 200, 'text/html; charset=utf-8', WIDGET);
  if (request.method === 'GET' && pathname === '/') return send(response, 200, 'text/html; charset=utf-8', CONTROL);
  if (request.method === 'GET' && pathname === '/new-site') return send(response, 200, 'text/html; charset=utf-8', NEW_SITE);
  if (request.method === 'GET' && pathname === '/health') return send(response, 200, 'text/plain', 'ok');
  if (request.method === 'GET' && pathname === '/state') return send(response, 200, 'application/json', JSON.stringify(state));
  if (request.method === 'POST' && pathname === '/state') {
    try {
      const { visible } = await readJson(request);
      if (typeof visible !== 'boolean') return send(response, 422, 'text/plain', 'visible must be true or false');
      state.visible = visible;
      broadcast();
      return send(response, 200, 'application/json', JSON.stringify(state));
    } catch {
      return send(response, 400, 'text/plain', 'malformed JSON');
    }
  }
  if (request.method === 'GET' && pathname === '/events') {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    response.write(`data: ${JSON.stringify(state)}\n\n`);
    listeners.add(response);
    request.on('close', () => listeners.delete(response));
    return;
  }
  send(response, 404, 'text/plain', 'not found');
});

server.listen(port, () => console.log(`[status-widget] http://localhost:${port}/ (widget at /widget, new site at /new-site)`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const listener of listeners) listener.end();
    server.close(() => process.exit(0));
  });
}
